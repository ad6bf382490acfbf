/** Smallest valid images, as data URLs the browser's file reader would produce. */
export const pngBytes = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
export const pngDataUrl = `data:image/png;base64,${pngBytes.toString('base64')}`;
export const gifDataUrl = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';
/** A text file renamed .png: the browser would label it image/png, but its bytes are text. */
export const fakePngDataUrl = `data:image/png;base64,${Buffer.from('just some text, not an image').toString('base64')}`;
