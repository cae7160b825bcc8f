import { fail } from '../../platform/errors';
import { sniffImage, UPLOAD_MAX_BYTES } from '../../platform/storage';
import type { AccountDeps } from './account.service';
import * as repo from './account.repo';

// feedback and support: screenshots for feedback and images in the support chat.
export type UploadKind = 'avatar' | 'kyc' | 'voucher' | 'feedback' | 'support';

/** Keeps an image the user sent (recognised by content, at most 5 MB); returns its public path. */
export async function storeUpload(
  deps: AccountDeps,
  userId: number,
  kind: UploadKind,
  bytes: Buffer,
): Promise<string> {
  if (bytes.length === 0 || bytes.length > UPLOAD_MAX_BYTES)
    fail(bytes.length ? 'upload_too_large' : 'upload_invalid_image');
  const image = sniffImage(bytes);
  if (!image) return fail('upload_invalid_image');
  const { name, sha256 } = await deps.files.save(bytes, image.ext);
  await repo.insertUpload(deps.db, {
    userId,
    kind,
    name,
    mime: image.mime,
    sizeBytes: bytes.length,
    sha256,
  });
  return `/uploads/${name}`;
}

/**
 * Where a stored upload lies on disk and its type; null when there is no such file.
 * `avatarsOnly` limits it to avatars (what anyone may read).
 */
export async function storedFile(
  deps: AccountDeps,
  name: string,
  avatarsOnly: boolean,
): Promise<{ path: string; mime: string; kind: UploadKind; userId: number } | null> {
  const path = deps.files.resolve(name);
  const row = await repo.uploadMime(deps.db, name, avatarsOnly ? 'avatar' : null);
  return path && row
    ? { path, mime: row.mime, kind: row.kind as UploadKind, userId: row.user_id }
    : null;
}
