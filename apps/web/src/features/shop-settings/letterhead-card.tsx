import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { letterheadLimits, type Letterhead } from '@sarafi/core';
import { apiRequest, errorMessage } from '../../lib/api';
import { ImagePlus } from 'lucide-react';
import { Button, buttonVariants } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field, Input } from '../../components/ui/field';
import { notify } from '../../components/ui/toaster';
import { Spinner } from '../shell/status-pages';
import { checkLogoFile } from './logo-file';
import { letterheadKey, useLetterhead } from './use-letterhead';

type TextField = 'name' | 'address' | 'phones';
const textFields: TextField[] = ['name', 'address', 'phones'];

/** The admin's letterhead form on the settings screen: what every receipt and statement prints at its head. */
export function LetterheadCard() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data, isLoading } = useLetterhead();
  const [edits, setEdits] = useState<Partial<Letterhead>>({});
  const [logoError, setLogoError] = useState<string | undefined>();
  const current: Letterhead | undefined = data && { ...data, ...edits };

  const save = useMutation({
    mutationFn: (body: Letterhead) => apiRequest<Letterhead>('PUT', '/api/settings/letterhead', body),
    onSuccess: (saved) => {
      queryClient.setQueryData(letterheadKey, saved);
      setEdits({});
      notify.success(t('shopSettings.saved'));
    },
    onError: (e) => notify.error(errorMessage(e, t('shopSettings.saveFailed'))),
  });

  const chooseLogo = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const checked = await checkLogoFile(file);
    if (!checked.ok) {
      const message = checked.reason === 'size' ? t('shopSettings.logoTooLarge') : t('shopSettings.invalidFileType');
      setLogoError(message);
      return notify.error(message);
    }
    setLogoError(undefined);
    setEdits((e) => ({ ...e, logo: checked.dataUrl }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (current) save.mutate(current);
  };

  return (
    <Card className="mt-6" aria-labelledby="letterhead-title">
      <h2 id="letterhead-title" className="font-semibold">
        {t('shopSettings.letterhead')}
      </h2>
      <p className="mb-4 text-sm text-muted-foreground">{t('shopSettings.subtitle')}</p>
      {isLoading || !current ? (
        <Spinner />
      ) : (
        <form onSubmit={submit} noValidate className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            {textFields.map((field) => (
              <Field key={field} label={t(`shopSettings.${field}`)}>
                {(control) => (
                  <Input
                    {...control}
                    name={field}
                    // Phone numbers read left to right in every language ('+93 700 …').
                    {...(field === 'phones' ? { type: 'tel', dir: 'ltr' } : {})}
                    maxLength={letterheadLimits[field]}
                    value={current[field]}
                    onChange={(e) => setEdits((edit) => ({ ...edit, [field]: e.target.value }))}
                  />
                )}
              </Field>
            ))}
            <Field label={t('shopSettings.logo')} error={logoError} hint={t('shopSettings.logoHint', { png: 'PNG', jpeg: 'JPEG' })}>
              {(control) => (
                <div>
                  {/* The browser's own file button speaks the browser's language; this one speaks the page's. */}
                  <input {...control} type="file" accept="image/png,image/jpeg" className="sr-only" onChange={(e) => void chooseLogo(e)} />
                  <label htmlFor={control.id} className={buttonVariants({ variant: 'outline', className: 'cursor-pointer' })}>
                    <ImagePlus className="size-4" aria-hidden />
                    {t('shopSettings.chooseLogo')}
                  </label>
                </div>
              )}
            </Field>
          </div>
          {current.logo && (
            <div className="flex items-center gap-4">
              <img src={current.logo} alt={t('shopSettings.logoPreview')} className="h-16 max-w-40 rounded border object-contain" />
              <Button type="button" variant="outline" onClick={() => setEdits((e) => ({ ...e, logo: null }))}>
                {t('shopSettings.removeLogo')}
              </Button>
            </div>
          )}
          <div className="flex justify-end">
            <Button type="submit" busy={save.isPending}>
              {t('shopSettings.save')}
            </Button>
          </div>
        </form>
      )}
    </Card>
  );
}
