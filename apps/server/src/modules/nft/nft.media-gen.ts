import zlib from 'node:zlib';

/**
 * Small media made here for the demo catalogue (no copyrighted content, no native image
 * tools): a PNG gradient, an animated GIF of a rolling tide and a WAV tone.
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

type Rgb = [number, number, number];

/** GIF's variable-width LZW over palette indexes (as the GIF89a specification describes it). */
function gifLzw(indexes: Uint8Array, minCodeSize: number): Buffer {
  const clear = 1 << minCodeSize;
  const end = clear + 1;
  const out: number[] = [];
  let bits = 0;
  let bitCount = 0;
  let size = minCodeSize + 1;
  const emit = (code: number) => {
    bits |= code << bitCount;
    bitCount += size;
    while (bitCount >= 8) {
      out.push(bits & 0xff);
      bits >>>= 8;
      bitCount -= 8;
    }
  };
  let table = new Map<number, number>();
  let next = end + 1;
  emit(clear);
  let prefix = indexes[0]!;
  for (let i = 1; i < indexes.length; i++) {
    const k = indexes[i]!;
    const key = (prefix << 8) | k;
    const known = table.get(key);
    if (known !== undefined) {
      prefix = known;
      continue;
    }
    emit(prefix);
    if (next === 4096) {
      emit(clear);
      table = new Map();
      next = end + 1;
      size = minCodeSize + 1;
    } else {
      if (next >= 1 << size) size++;
      table.set(key, next++);
    }
    prefix = k;
  }
  emit(prefix);
  emit(end);
  if (bitCount > 0) out.push(bits & 0xff);
  // Image data travels in sub-blocks of at most 255 bytes, ended by an empty one.
  const blocks: number[] = [minCodeSize];
  for (let i = 0; i < out.length; i += 255) {
    const part = out.slice(i, i + 255);
    blocks.push(part.length, ...part);
  }
  blocks.push(0);
  return Buffer.from(blocks);
}

/** A looping GIF of same-size frames of palette indexes (at most 256 colours). */
export function encodeGif(
  width: number,
  height: number,
  palette: readonly Rgb[],
  frames: readonly Uint8Array[],
  delayCs: number,
): Buffer {
  const depth = Math.max(1, Math.ceil(Math.log2(palette.length)));
  const colours = Buffer.alloc(3 << depth);
  palette.forEach((c, i) => colours.set(c, i * 3));
  const word = (n: number) => [n & 0xff, n >> 8];
  const parts: Buffer[] = [
    Buffer.from('GIF89a', 'latin1'),
    Buffer.from([...word(width), ...word(height), 0x80 | ((depth - 1) << 4) | (depth - 1), 0, 0]),
    colours,
    Buffer.from([0x21, 0xff, 0x0b]),
    Buffer.from('NETSCAPE2.0', 'latin1'),
    Buffer.from([0x03, 0x01, 0x00, 0x00, 0x00]), // loop forever
  ];
  for (const frame of frames)
    parts.push(
      Buffer.from([0x21, 0xf9, 0x04, 0x00, ...word(delayCs), 0x00, 0x00]),
      Buffer.from([0x2c, 0, 0, 0, 0, ...word(width), ...word(height), 0x00]),
      gifLzw(frame, Math.max(2, depth)),
    );
  parts.push(Buffer.from([0x3b]));
  return Buffer.concat(parts);
}

/**
 * The demo's animated artwork: a 96×96 loop of a tide rolling in, a wave of `a` over a sky
 * fading to `b`, 12 frames at 0.1 s. Made here, so the catalogue ships no image files.
 */
export function tideGif(a: Rgb, b: Rgb, size = 96, frameCount = 12): Buffer {
  const shades = 8;
  const mix = (from: Rgb, to: Rgb, t: number): Rgb =>
    [0, 1, 2].map((i) => Math.round(from[i]! + (to[i]! - from[i]!) * t)) as Rgb;
  // Sky shades (b to white), then sea shades (a to dark).
  const palette: Rgb[] = [
    ...Array.from({ length: shades }, (_, i) => mix(b, [255, 255, 255], i / (2 * shades))),
    ...Array.from({ length: shades }, (_, i) => mix(a, [0, 0, 30], i / (2 * shades))),
  ];
  const frames = Array.from({ length: frameCount }, (_, f) => {
    const px = new Uint8Array(size * size);
    const phase = (2 * Math.PI * f) / frameCount;
    for (let x = 0; x < size; x++) {
      const crest =
        size * 0.5 +
        size * 0.12 * Math.sin((2 * Math.PI * x) / size + phase) +
        size * 0.04 * Math.sin((6 * Math.PI * x) / size - 2 * phase);
      for (let y = 0; y < size; y++) {
        const sea = y >= crest;
        const depth = sea ? (y - crest) / (size - crest) : y / crest;
        const shade = Math.min(shades - 1, Math.floor(depth * shades));
        px[y * size + x] = sea ? shades + shade : shades - 1 - shade;
      }
    }
    return px;
  });
  return encodeGif(size, size, palette, frames, 10);
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
