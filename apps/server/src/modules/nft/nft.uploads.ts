/** Media files of artworks: storing an upload (with a PNG's thumbnail) and finding one to serve. */
import crypto from 'node:crypto';
import { NFT_KIND } from '@tidemark/contracts';
import { must } from '../../platform/assert';
import { fail } from '../../platform/errors';
import { MEDIA_MAX_BYTES, MEDIA_NAME_PATTERN, mediaUrl, sniffMedia } from './nft.media';
import { pngThumbnail } from './nft.thumb';
import * as repo from './nft.repo';
import type { Deps } from './nft.shared';

/** A media file of an artwork, recognised by content, within the size limit of its kind. */
export async function storeMedia(deps: Deps, userId: number, bytes: Buffer) {
  const sniffed = bytes.length ? sniffMedia(bytes) : null;
  if (!sniffed) return fail('nft_media_invalid');
  if (bytes.length > must(MEDIA_MAX_BYTES[sniffed.kind], 'limit')) fail('nft_media_too_large');
  const sha = crypto.createHash('sha256').update(bytes).digest('hex');
  const again = await repo.mediaBySha(deps.db, userId, sha);
  const name = again ?? (await deps.files.save(bytes, sniffed.ext)).name;
  if (!again) {
    const nowS = deps.clock.nowSeconds();
    await repo.insertMedia(deps.db, {
      name,
      userId,
      kind: sniffed.kind,
      mime: sniffed.mime,
      size: bytes.length,
      sha256: sha,
      nowS,
    });
    const thumb = sniffed.mime === 'image/png' ? pngThumbnail(bytes) : null;
    if (thumb) {
      const saved = await deps.files.save(thumb, 'png');
      await repo.insertMedia(deps.db, {
        name: saved.name,
        userId,
        kind: NFT_KIND.image,
        mime: 'image/png',
        size: thumb.length,
        sha256: saved.sha256,
        nowS,
      });
      await repo.setThumb(deps.db, name, saved.name);
    }
  }
  return {
    name,
    url: must(mediaUrl(name), 'url'),
    type: sniffed.kind,
    mime: sniffed.mime,
    size: bytes.length,
  };
}

/** Where a media file lies and its type, for the public media route; null for anything else. */
export async function mediaFile(deps: Deps, name: string) {
  if (!MEDIA_NAME_PATTERN.test(name)) return null;
  const m = await repo.media(deps.db, name);
  if (!m) return null;
  const path = `${deps.files.dir}/${name}`;
  return { path, mime: m.mime };
}
