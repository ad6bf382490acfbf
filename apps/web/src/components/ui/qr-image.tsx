import { useEffect, useState } from 'react';
import QRCode from 'qrcode';

/**
 * A QR code drawn by the qrcode library as a PNG data URL (the page's CSP allows data: images). Black on white with a
 * quiet zone, as phone cameras and thermal printers need; nothing is shown until it is drawn.
 */
export function QrImage({ text, size, alt, testId }: { text: string; size: number; alt: string; testId?: string }) {
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    let current = true;
    void QRCode.toDataURL(text, { errorCorrectionLevel: 'M', margin: 2, width: size * 2 }).then((url) => current && setSrc(url));
    return () => {
      current = false;
    };
  }, [text, size]);
  return src ? <img src={src} width={size} height={size} alt={alt} data-testid={testId} data-qr-text={text} /> : <div style={{ width: size, height: size }} />;
}
