import { QRCode } from 'antd';
import { forwardRef } from 'react';

/** A link made absolute on this console's origin when it is a path (what a printed QR code must carry). */
export const absoluteLink = (payload: string, origin: string): string =>
  /^[a-z][a-z0-9+.-]*:/i.test(payload) ? payload : `${origin}${payload}`;

/** Saves the QR code drawn inside `container` as a PNG file named `fileName`. */
export function downloadQrPng(container: HTMLElement | null, fileName: string): void {
  const canvas = container?.querySelector('canvas');
  if (!canvas) return;
  const a = document.createElement('a');
  a.href = canvas.toDataURL('image/png');
  a.download = fileName;
  a.click();
}

/** A QR code drawn in the browser (a canvas, so it downloads as PNG: downloadQrPng), its value kept on the element for tests. */
export const QrImage = forwardRef<HTMLDivElement, { value: string; size?: number; testId: string }>(function QrImage(
  { value, size = 220, testId },
  ref,
) {
  return (
    <div ref={ref} style={{ display: 'inline-block' }} data-testid={testId} data-value={value}>
      <QRCode value={value} size={size} type="canvas" bordered={false} />
    </div>
  );
});
