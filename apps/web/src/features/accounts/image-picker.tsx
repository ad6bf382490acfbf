import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ImagePlus, X } from 'lucide-react';
import { maxImageBytes } from '@sarafi/core';
import { notify } from '../../components/ui/toaster';

interface ImagePickerProps {
  kind: 'picture' | 'signature';
  /** What to show: a data URL just chosen, or the stored image's address. */
  preview: string | null;
  /** A data URL for a new image, or null to remove it. */
  onChange: (value: string | null) => void;
}

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/** A file the browser cannot draw (a renamed document, a truncated download) is no picture, whatever its name says. */
const decodes = (file: File) =>
  createImageBitmap(file).then(
    (bitmap) => {
      bitmap.close();
      return true;
    },
    () => false,
  );

/**
 * The browser's quick check of any account image (picture, signature, ID document): type, size and that it decodes;
 * the server checks the bytes again. A data URL to send, or why the file is refused.
 */
export async function readImageFile(file: File): Promise<{ dataUrl: string } | { refused: 'notImage' | 'tooLarge' }> {
  if (!file.type.startsWith('image/')) return { refused: 'notImage' };
  if (file.size > maxImageBytes) return { refused: 'tooLarge' };
  if (!(await decodes(file))) return { refused: 'notImage' };
  return { dataUrl: await readAsDataUrl(file) };
}

export function ImagePicker({ kind, preview, onChange }: ImagePickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const pick = async (file: File | undefined) => {
    if (!file) return;
    const read = await readImageFile(file);
    if ('dataUrl' in read) return onChange(read.dataUrl);
    if (read.refused === 'tooLarge') return notify.error(t('accounts.tooLarge'), t('accounts.invalidFileType'));
    notify.error(kind === 'picture' ? t('accounts.pictureNotImage') : t('accounts.signatureNotImage'), t('accounts.invalidFileType'));
  };
  const label = kind === 'picture' ? t('accounts.picture') : t('accounts.signature');
  return (
    <div>
      <p className="mb-1 text-sm font-medium text-slate-700">{label}</p>
      <div className="relative flex h-32 items-center justify-center overflow-hidden rounded-md border border-dashed border-border bg-muted">
        {preview ? (
          <>
            <img src={preview} alt={label} className="h-full w-full object-contain" />
            <button
              type="button"
              className="absolute end-1 top-1 rounded-full bg-white p-1 shadow"
              aria-label={kind === 'picture' ? t('accounts.removePicture') : t('accounts.removeSignature')}
              onClick={() => onChange(null)}
            >
              <X className="h-4 w-4" aria-hidden />
            </button>
          </>
        ) : (
          <label htmlFor={id} className="flex cursor-pointer flex-col items-center gap-1 text-sm text-muted-foreground">
            <ImagePlus className="h-6 w-6" aria-hidden />
            {kind === 'picture' ? t('accounts.choosePicture') : t('accounts.chooseSignature')}
          </label>
        )}
        <input
          id={id}
          type="file"
          accept="image/*"
          className="sr-only"
          aria-label={kind === 'picture' ? t('accounts.choosePicture') : t('accounts.chooseSignature')}
          onChange={(e) => {
            void pick(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </div>
    </div>
  );
}
