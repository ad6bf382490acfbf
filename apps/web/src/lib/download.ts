/** The file name a server gives in Content-Disposition (filename* first), else the fallback. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const star = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  const plain = disposition?.match(/filename="?([^";]+)"?/i)?.[1];
  const named = (star ? decodeURIComponent(star) : plain)?.trim();
  return named || fallback;
}

/** Saves a blob under a name through a temporary object URL, then lets the URL go. */
export function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken the data by the next task; revoking at once can cancel it in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/** Hands a file answer to the browser as a download, under the server's file name or the fallback. */
export async function saveResponse(response: Response, fallbackName: string) {
  saveBlob(await response.blob(), fileNameOf(response.headers.get('Content-Disposition'), fallbackName));
}

/** Fetches an export (GET) and downloads it; false when the server refused it. */
export async function downloadExport(url: string, fallbackName: string): Promise<boolean> {
  const response = await fetch(url, { credentials: 'include' });
  if (!response.ok) return false;
  await saveResponse(response, fallbackName);
  return true;
}
