import { NFT_KIND } from '@tidemark/contracts';
import { sniffImage } from '../../platform/storage';

const MB = 1024 * 1024;

/** Size limits per kind of media: a video may be larger than a still image. */
export const MEDIA_MAX_BYTES: Record<number, number> = {
  [NFT_KIND.image]: 5 * MB,
  [NFT_KIND.gif]: 10 * MB,
  [NFT_KIND.audio]: 20 * MB,
  [NFT_KIND.video]: 50 * MB,
};
export const MEDIA_UPLOAD_MAX_BYTES = 50 * MB;

/** Names the media route serves: the file store's random names with our extensions. */
export const MEDIA_NAME_PATTERN = /^[A-Za-z0-9_-]{16,64}\.(png|jpg|gif|webp|mp3|wav|ogg|mp4|webm)$/;

const ascii = (b: Buffer, from: number, to: number) => b.subarray(from, to).toString('latin1');

/**
 * The kind and type of a media file from its first bytes (never its name or the header the
 * client sent). Audio: MP3 (ID3 tag or an MPEG frame sync), WAV, Ogg. Video: MP4 (an `ftyp`
 * box), WebM (an EBML header).
 */
export function sniffMedia(b: Buffer): { kind: number; mime: string; ext: string } | null {
  const image = sniffImage(b);
  if (image) {
    return {
      kind: image.mime === 'image/gif' ? NFT_KIND.gif : NFT_KIND.image,
      mime: image.mime,
      ext: image.ext,
    };
  }
  if (b.length < 12) return null;
  if (
    ascii(b, 0, 3) === 'ID3' ||
    (b[0] === 0xff && (b[1]! & 0xe0) === 0xe0 && (b[1]! & 0x06) !== 0)
  )
    return { kind: NFT_KIND.audio, mime: 'audio/mpeg', ext: 'mp3' };
  if (ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WAVE')
    return { kind: NFT_KIND.audio, mime: 'audio/wav', ext: 'wav' };
  if (ascii(b, 0, 4) === 'OggS') return { kind: NFT_KIND.audio, mime: 'audio/ogg', ext: 'ogg' };
  if (ascii(b, 4, 8) === 'ftyp') return { kind: NFT_KIND.video, mime: 'video/mp4', ext: 'mp4' };
  if (b[0] === 0x1a && b[1] === 0x45 && b[2] === 0xdf && b[3] === 0xa3)
    return { kind: NFT_KIND.video, mime: 'video/webm', ext: 'webm' };
  return null;
}

export const mediaUrl = (name: string | null): string | null =>
  name ? `/nft-media/${name}` : null;
