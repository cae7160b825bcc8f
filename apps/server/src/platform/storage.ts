import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Images accepted for upload, recognised by their first bytes, never by name or header. */
const SIGNATURES: Array<{ mime: string; ext: string; test: (b: Buffer) => boolean }> = [
  {
    mime: 'image/png',
    ext: 'png',
    test: (b) =>
      b.length > 8 &&
      b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  {
    mime: 'image/jpeg',
    ext: 'jpg',
    test: (b) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  },
  {
    mime: 'image/gif',
    ext: 'gif',
    test: (b) => b.length > 6 && ['GIF87a', 'GIF89a'].includes(b.subarray(0, 6).toString('latin1')),
  },
  {
    mime: 'image/webp',
    ext: 'webp',
    test: (b) =>
      b.length > 12 &&
      b.subarray(0, 4).toString('latin1') === 'RIFF' &&
      b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

export function sniffImage(bytes: Buffer): { mime: string; ext: string } | null {
  const hit = SIGNATURES.find((s) => s.test(bytes));
  return hit ? { mime: hit.mime, ext: hit.ext } : null;
}

/** What `FileStore.save` names a file: the only names the upload routes look up. */
export const UPLOAD_NAME_PATTERN = /^[A-Za-z0-9_-]{16,64}\.(png|jpg|gif|webp)$/;

/** Files under one folder, named by 128 random bits so a name cannot be guessed. */
export class FileStore {
  constructor(readonly dir: string) {
    fs.mkdirSync(dir, { recursive: true });
  }

  async save(bytes: Buffer, ext: string): Promise<{ name: string; sha256: string }> {
    const name = `${crypto.randomBytes(16).toString('base64url')}.${ext}`;
    await fs.promises.writeFile(path.join(this.dir, name), bytes, { flag: 'wx' });
    return { name, sha256: crypto.createHash('sha256').update(bytes).digest('hex') };
  }

  /** The absolute path of a stored file, or null for any name that is not one of ours. */
  resolve(name: string): string | null {
    if (!UPLOAD_NAME_PATTERN.test(name)) return null;
    const full = path.join(this.dir, name);
    return fs.existsSync(full) ? full : null;
  }
}
