import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ImagePlus, Trash2 } from 'lucide-react';
import type { IdImage } from '@sarafi/core';
import { apiRequest, errorMessage } from '../../../lib/api';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DateText } from '../../../components/ui/date-text';
import { notify } from '../../../components/ui/toaster';
import { readImageFile } from '../../accounts/image-picker';

const idImagesKey = (accountId: number) => ['/api/accounts', accountId, 'id-images'];

/**
 * An account holder's ID document images (docs/decisions.md, Compliance: know your customer): listed and opened
 * here, added one by one with the same checks as the account picture, deleted only while retention allows (the
 * server says no, with the years, otherwise).
 */
export function IdImagesCard({ accountId }: { accountId: number }) {
  const { t } = useTranslation();
  const inputId = useId();
  const queryClient = useQueryClient();
  const [deleting, setDeleting] = useState<IdImage | null>(null);
  const { data: images = [] } = useQuery({
    queryKey: idImagesKey(accountId),
    queryFn: () => apiRequest<IdImage[]>('GET', `/api/accounts/${accountId}/id-images`),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: idImagesKey(accountId) });
  const add = useMutation({
    mutationFn: (image: string) => apiRequest<IdImage>('POST', `/api/accounts/${accountId}/id-images`, { image }),
    onSuccess: () => {
      notify.success(t('accounts.kyc.imageAdded'));
      void refresh();
    },
    onError: (error) => notify.error(errorMessage(error, t('accounts.kyc.imageFailed'))),
  });
  const remove = useMutation({
    mutationFn: (image: IdImage) => apiRequest<null>('DELETE', image.url),
    onSuccess: () => {
      notify.success(t('accounts.kyc.imageDeleted'));
      void refresh();
    },
    onError: (error) => notify.error(errorMessage(error, t('accounts.kyc.imageFailed'))),
  });
  const pick = async (file: File | undefined) => {
    if (!file) return;
    const read = await readImageFile(file);
    if ('dataUrl' in read) return add.mutate(read.dataUrl);
    notify.error(read.refused === 'tooLarge' ? t('errors.kyc.idImageTooLarge') : t('errors.kyc.idImageNotImage'), t('accounts.invalidFileType'));
  };

  return (
    <Card>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold">{t('accounts.kyc.images')}</h2>
        <label
          htmlFor={inputId}
          className="inline-flex cursor-pointer items-center gap-2 rounded-md border border-border px-3 py-1.5 text-sm focus-within:ring-2 focus-within:ring-primary"
        >
          <ImagePlus className="h-4 w-4" aria-hidden />
          {t('accounts.kyc.addImage')}
          <input
            id={inputId}
            type="file"
            accept="image/*"
            className="sr-only"
            disabled={add.isPending}
            onChange={(e) => {
              void pick(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </label>
      </div>
      {images.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('accounts.kyc.noImages')}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {images.map((image, index) => {
            const label = t('accounts.kyc.imageLabel', { n: index + 1 });
            return (
              <li key={image.id} className="relative rounded border">
                <a href={image.url} target="_blank" rel="noreferrer" aria-label={t('accounts.kyc.openImage', { n: index + 1 })}>
                  <img src={image.url} alt={label} className="h-32 w-full object-contain" />
                </a>
                <div className="flex items-center justify-between gap-1 border-t px-2 py-1 text-xs text-muted-foreground">
                  <DateText iso={image.createdAt} />
                  <button type="button" className="rounded p-1 hover:bg-muted" aria-label={t('accounts.kyc.deleteImage', { n: index + 1 })} onClick={() => setDeleting(image)}>
                    <Trash2 className="h-4 w-4" aria-hidden />
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('accounts.kyc.deleteTitle')}
        text={t('accounts.kyc.deleteText')}
        confirmLabel={t('accounts.kyc.deleteConfirm')}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onOpenChange={(open) => !open && setDeleting(null)}
      />
    </Card>
  );
}
