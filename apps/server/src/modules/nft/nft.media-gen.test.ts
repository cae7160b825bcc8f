import { describe, expect, it } from 'vitest';
import { encodeGif, tideGif } from './nft.media-gen';

/** The standard GIF LZW decoder, independent of the encoder: codes LSB-first, growing widths. */
function lzwDecode(data: number[], minCodeSize: number, pixels: number): number[] {
  const clear = 1 << minCodeSize;
  const end = clear + 1;
  const out: number[] = [];
  let dict: number[][] = [];
  let size = minCodeSize + 1;
  const reset = () => {
    dict = Array.from({ length: clear + 2 }, (_, i) => [i]);
    size = minCodeSize + 1;
  };
  reset();
  let prev: number[] | null = null;
  let bit = 0;
  while (out.length < pixels + 1) {
    let code = 0;
    for (let i = 0; i < size; i++, bit++) code |= ((data[bit >> 3]! >> (bit & 7)) & 1) << i;
    if (code === clear) {
      reset();
      prev = null;
      continue;
    }
    if (code === end) break;
    const entry: number[] = code < dict.length ? dict[code]! : [...prev!, prev![0]!];
    out.push(...entry);
    if (prev) dict.push([...prev, entry[0]!]);
    if (dict.length === 1 << size && size < 12) size++;
    prev = entry;
  }
  return out;
}

/** Width, height, palette size and each frame's pixels (palette indexes) of a GIF. */
function decodeGif(buf: Buffer) {
  expect(buf.subarray(0, 6).toString('latin1')).toBe('GIF89a');
  const width = buf.readUInt16LE(6);
  const height = buf.readUInt16LE(8);
  const colours = 2 << (buf[10]! & 7);
  let pos = 13 + 3 * colours;
  const frames: number[][] = [];
  const delays: number[] = [];
  let loops = false;
  while (buf[pos] !== 0x3b) {
    if (buf[pos] === 0x21) {
      if (buf[pos + 1] === 0xf9) delays.push(buf.readUInt16LE(pos + 4));
      if (buf[pos + 1] === 0xff)
        loops = buf.subarray(pos + 3, pos + 14).toString() === 'NETSCAPE2.0';
      pos += 2;
      while (buf[pos] !== 0) pos += buf[pos]! + 1;
      pos++;
      continue;
    }
    expect(buf[pos]).toBe(0x2c);
    expect(buf.readUInt16LE(pos + 5)).toBe(width);
    pos += 10;
    const min = buf[pos++]!;
    const data: number[] = [];
    while (buf[pos] !== 0) {
      data.push(...buf.subarray(pos + 1, pos + 1 + buf[pos]!));
      pos += buf[pos]! + 1;
    }
    pos++;
    frames.push(lzwDecode(data, min, width * height));
  }
  return { width, height, colours, frames, delays, loops };
}

describe('demo GIF artwork', () => {
  it('is a real animated picture: 96×96, a dozen different frames that loop', () => {
    const gif = decodeGif(tideGif([20, 120, 200], [240, 200, 60]));
    expect([gif.width, gif.height]).toEqual([96, 96]);
    expect(gif.loops).toBe(true);
    expect(gif.frames).toHaveLength(12);
    expect(gif.delays).toEqual(Array(12).fill(10));
    for (const f of gif.frames) expect(f).toHaveLength(96 * 96);
    expect(new Set(gif.frames.map((f) => f.join(','))).size).toBe(12);
    // More than two colours on screen: a picture, not a blinking dot.
    expect(new Set(gif.frames[0]).size).toBeGreaterThan(8);
  });

  it('encodes any frame so that it decodes to the same pixels, past a full code table', () => {
    const size = 120;
    const noise = new Uint8Array(size * size).map((_, i) => (i * 7919 + (i >> 5) * 31) % 16);
    const palette = Array.from(
      { length: 16 },
      (_, i) => [i * 16, 255 - i * 16, 128] as [number, number, number],
    );
    const gif = decodeGif(encodeGif(size, size, palette, [noise], 5));
    expect(gif.colours).toBe(16);
    expect(gif.frames[0]).toEqual([...noise]);
  });
});
