import zlib from 'node:zlib';

/**
 * Small media made here for the demo catalogue (no copyrighted content, no native image
 * tools): a PNG gradient, a two-frame animated GIF and a WAV tone.
 */
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A PNG of 8-bit RGB (or RGBA) pixels, rows top to bottom, no filtering. */
export function encodePng(width: number, height: number, alpha: boolean, pixels: Buffer): Buffer {
  const channels = alpha ? 4 : 3;
  const raw = Buffer.alloc((width * channels + 1) * height);
  for (let y = 0; y < height; y++)
    pixels.copy(
      raw,
      y * (width * channels + 1) + 1,
      y * width * channels,
      (y + 1) * width * channels,
    );
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = alpha ? 6 : 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A size×size RGB PNG: a diagonal blend of two colours with a few rings (a "seascape"). */
export function gradientPng(
  size: number,
  from: [number, number, number],
  to: [number, number, number],
): Buffer {
  const px = Buffer.alloc(size * size * 3);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const t = (x + y) / (2 * size);
      const dx = x - size / 2;
      const dy = y - size / 2;
      const ring = Math.round(Math.sqrt(dx * dx + dy * dy)) % 16 < 2 ? 40 : 0;
      const o = (y * size + x) * 3;
      for (let ch = 0; ch < 3; ch++)
        px[o + ch] = Math.min(255, Math.round(from[ch]! + (to[ch]! - from[ch]!) * t) + ring);
    }
  }
  return encodePng(size, size, false, px);
}

/** A looping 1×1 GIF that blinks between two colours (the page scales it up). */
export function blinkGif(a: [number, number, number], b: [number, number, number]): Buffer {
  const frame = (lzw: [number, number]) =>
    Buffer.from([
      0x21,
      0xf9,
      0x04,
      0x00,
      0x32,
      0x00,
      0x00,
      0x00, // 0.5 s per frame
      0x2c,
      0,
      0,
      0,
      0,
      1,
      0,
      1,
      0,
      0x00,
      0x02,
      0x02,
      lzw[0],
      lzw[1],
      0x00,
    ]);
  return Buffer.concat([
    Buffer.from('GIF89a', 'latin1'),
    Buffer.from([1, 0, 1, 0, 0x80, 0, 0, ...a, ...b]),
    Buffer.from([0x21, 0xff, 0x0b]),
    Buffer.from('NETSCAPE2.0', 'latin1'),
    Buffer.from([0x03, 0x01, 0x00, 0x00, 0x00]),
    frame([0x44, 0x01]),
    frame([0x4c, 0x01]),
    Buffer.from([0x3b]),
  ]);
}

/** A short WAV tone (8 kHz, 8-bit mono) that fades out. */
export function toneWav(hz: number, seconds: number): Buffer {
  const rate = 8000;
  const n = Math.round(rate * seconds);
  const data = Buffer.alloc(n);
  for (let i = 0; i < n; i++) {
    const fade = 1 - i / n;
    data[i] = 128 + Math.round(100 * fade * Math.sin((2 * Math.PI * hz * i) / rate));
  }
  const head = Buffer.alloc(44);
  head.write('RIFF', 0, 'latin1');
  head.writeUInt32LE(36 + n, 4);
  head.write('WAVE', 8, 'latin1');
  head.write('fmt ', 12, 'latin1');
  head.writeUInt32LE(16, 16);
  head.writeUInt16LE(1, 20);
  head.writeUInt16LE(1, 22);
  head.writeUInt32LE(rate, 24);
  head.writeUInt32LE(rate, 28);
  head.writeUInt16LE(1, 32);
  head.writeUInt16LE(8, 34);
  head.write('data', 36, 'latin1');
  head.writeUInt32LE(n, 40);
  return Buffer.concat([head, data]);
}
