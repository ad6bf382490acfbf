import { useMemo } from 'react';
import QRCode from 'qrcode';

/** Four modules of white around the code: what phone cameras need to find it, on screen and on a thermal roll. */
const quietZone = 4;

/**
 * A QR code laid out by the qrcode library and drawn as one SVG path, at once and in the page itself: a receipt's
 * print measures its height and prints as soon as it is laid out, so nothing may arrive later. Black on white
 * whatever the theme; the encoded text is on `data-qr-text` for the journeys that follow it.
 */
export function QrImage({ text, size, alt, testId }: { text: string; size: string; alt: string; testId?: string }) {
  const { path, side } = useMemo(() => {
    const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
    let d = '';
    for (let row = 0; row < modules.size; row++) {
      for (let col = 0; col < modules.size; col++) if (modules.get(row, col)) d += `M${col + quietZone} ${row + quietZone}h1v1h-1z`;
    }
    return { path: d, side: modules.size + 2 * quietZone };
  }, [text]);
  return (
    <svg role="img" aria-label={alt} width={size} height={size} viewBox={`0 0 ${side} ${side}`} shapeRendering="crispEdges" data-testid={testId} data-qr-text={text}>
      <rect width={side} height={side} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
