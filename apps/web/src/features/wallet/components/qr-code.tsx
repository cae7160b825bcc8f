import { useEffect, useState } from 'react';
import QRCode from 'qrcode';

/** A QR code of `text`, drawn as a data URL image. */
export function QrCode({
  text,
  label,
  size = 180,
}: {
  text: string;
  label: string;
  size?: number;
}) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let active = true;
    QRCode.toDataURL(text, { width: size * 2, margin: 1, errorCorrectionLevel: 'M' })
      .then((url) => {
        if (active) setSrc(url);
      })
      .catch(() => {
        if (active) setSrc(null);
      });
    return () => {
      active = false;
    };
  }, [text, size]);
  return (
    <div style={{ width: size, height: size, margin: '0 auto' }}>
      {src ? (
        <img src={src} width={size} height={size} alt={label} data-testid="deposit-qr" />
      ) : null}
    </div>
  );
}
