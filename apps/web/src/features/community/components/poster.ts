import QRCode from 'qrcode';

const WIDTH = 600;
const HEIGHT = 900;

/**
 * Draws the share poster on a canvas, all in the browser: the site name, a headline, the
 * invite code and the invite link as a QR code. Returns a PNG data URL to show and save.
 */
export async function drawPoster(
  canvas: HTMLCanvasElement,
  texts: {
    site: string;
    headline: string;
    sub: string;
    codeLabel: string;
    code: string;
    scan: string;
  },
  link: string,
): Promise<string> {
  canvas.width = WIDTH;
  canvas.height = HEIGHT;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2d canvas');
  const gradient = ctx.createLinearGradient(0, 0, 0, HEIGHT);
  gradient.addColorStop(0, '#0b1f3a');
  gradient.addColorStop(1, '#123d6b');
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, WIDTH, HEIGHT);

  ctx.fillStyle = '#ffffff';
  ctx.textAlign = 'center';
  ctx.font = 'bold 44px sans-serif';
  ctx.fillText(texts.site, WIDTH / 2, 110);
  ctx.font = 'bold 34px sans-serif';
  ctx.fillText(texts.headline, WIDTH / 2, 200, WIDTH - 60);
  ctx.font = '24px sans-serif';
  ctx.fillStyle = '#b9cbe4';
  ctx.fillText(texts.sub, WIDTH / 2, 250, WIDTH - 60);

  const qrSize = 300;
  const qr = document.createElement('canvas');
  await QRCode.toCanvas(qr, link, { width: qrSize, margin: 2, errorCorrectionLevel: 'M' });
  ctx.fillStyle = '#ffffff';
  ctx.fillRect((WIDTH - qrSize) / 2 - 10, 320, qrSize + 20, qrSize + 20);
  ctx.drawImage(qr, (WIDTH - qrSize) / 2, 330, qrSize, qrSize);

  ctx.fillStyle = '#ffffff';
  ctx.font = '24px sans-serif';
  ctx.fillText(texts.scan, WIDTH / 2, 710, WIDTH - 60);
  ctx.font = 'bold 32px monospace';
  ctx.fillText(`${texts.codeLabel}: ${texts.code}`, WIDTH / 2, 780, WIDTH - 60);
  return canvas.toDataURL('image/png');
}
