import { logoTypes, maxLogoBytes } from '@sarafi/core';

export type LogoCheck = { ok: true; dataUrl: string } | { ok: false; reason: 'type' | 'size' };

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });

/**
 * A chosen logo file, refused at once when it is too big or the browser cannot decode it as a PNG or JPEG (docs/decisions.md, Receipts:
 * 'Invalid file type' when chosen). The server checks the bytes again; this only spares the clerk a round trip.
 */
export async function checkLogoFile(file: File): Promise<LogoCheck> {
  if (file.size > maxLogoBytes) return { ok: false, reason: 'size' };
  const dataUrl = await readAsDataUrl(file);
  const image = new Image();
  image.src = dataUrl;
  try {
    await image.decode();
  } catch {
    return { ok: false, reason: 'type' };
  }
  // The label is only the file name's word for it; an image that decodes as another format is caught by the server.
  const declared = (logoTypes as readonly string[]).includes(file.type);
  return declared ? { ok: true, dataUrl } : { ok: false, reason: 'type' };
}
