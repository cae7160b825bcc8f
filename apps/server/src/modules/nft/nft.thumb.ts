import zlib from 'node:zlib';
import { encodePng } from './nft.media-gen';

/** Larger images get a thumbnail no wider or taller than this; others are shown as they are. */
export const THUMB_MAX_SIDE = 256;
/** Decoded pixels we are willing to hold: a small file can inflate to a huge image. */
const MAX_DECODED_BYTES = 64 * 1024 * 1024;

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/**
 * A box-filtered thumbnail of an 8-bit RGB or RGBA, non-interlaced PNG, or null for anything
 * else (other PNG variants, JPEG, GIF, WebP: those are served as they are and scaled by the
 * page — no native image library is installed here). Never throws on a hostile file.
 */
export function pngThumbnail(png: Buffer, maxSide = THUMB_MAX_SIDE): Buffer | null {
  try {
    let offset = 8;
    let width = 0;
    let height = 0;
    let channels = 0;
    const idat: Buffer[] = [];
    while (offset + 8 <= png.length) {
      const length = png.readUInt32BE(offset);
      const type = png.toString('latin1', offset + 4, offset + 8);
      const data = png.subarray(offset + 8, offset + 8 + length);
      if (type === 'IHDR') {
        width = data.readUInt32BE(0);
        height = data.readUInt32BE(4);
        const [depth, color, , , interlace] = [data[8], data[9], data[10], data[11], data[12]];
        if (depth !== 8 || interlace !== 0 || (color !== 2 && color !== 6)) return null;
        channels = color === 2 ? 3 : 4;
      } else if (type === 'IDAT') idat.push(data);
      else if (type === 'IEND') break;
      offset += 12 + length;
    }
    if (!width || !height || !channels) return null;
    if (Math.max(width, height) <= maxSide) return null;
    const stride = width * channels;
    if ((stride + 1) * height > MAX_DECODED_BYTES) return null;
    const raw = zlib.inflateSync(Buffer.concat(idat), { maxOutputLength: (stride + 1) * height });
    if (raw.length < (stride + 1) * height) return null;
    const pixels = Buffer.alloc(stride * height);
    for (let y = 0; y < height; y++) {
      const filter = raw[y * (stride + 1)];
      const src = y * (stride + 1) + 1;
      const row = y * stride;
      for (let x = 0; x < stride; x++) {
        const a = x >= channels ? pixels[row + x - channels]! : 0;
        const b = y > 0 ? pixels[row - stride + x]! : 0;
        const c = x >= channels && y > 0 ? pixels[row - stride + x - channels]! : 0;
        const v = raw[src + x]!;
        const out =
          filter === 0
            ? v
            : filter === 1
              ? v + a
              : filter === 2
                ? v + b
                : filter === 3
                  ? v + ((a + b) >> 1)
                  : v + paeth(a, b, c);
        pixels[row + x] = out & 0xff;
      }
    }
    const scale = maxSide / Math.max(width, height);
    const w = Math.max(1, Math.round(width * scale));
    const h = Math.max(1, Math.round(height * scale));
    const out = Buffer.alloc(w * h * channels);
    for (let ty = 0; ty < h; ty++) {
      const y0 = Math.floor((ty * height) / h);
      const y1 = Math.max(y0 + 1, Math.floor(((ty + 1) * height) / h));
      for (let tx = 0; tx < w; tx++) {
        const x0 = Math.floor((tx * width) / w);
        const x1 = Math.max(x0 + 1, Math.floor(((tx + 1) * width) / w));
        for (let ch = 0; ch < channels; ch++) {
          let total = 0;
          for (let y = y0; y < y1; y++)
            for (let x = x0; x < x1; x++) total += pixels[y * stride + x * channels + ch]!;
          out[(ty * w + tx) * channels + ch] = Math.round(total / ((y1 - y0) * (x1 - x0)));
        }
      }
    }
    return encodePng(w, h, channels === 4, out);
  } catch {
    return null;
  }
}
