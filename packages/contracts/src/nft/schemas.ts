import { z } from 'zod';
import { crossField } from '../common/cross-field';
import { idSchema, intSchema } from '../common/ids';
import { decimalString, positiveDecimalString } from '../common/decimal';

/** `type` of an artwork: its media (the description's numbering). */
export const NFT_KIND = { image: 1, gif: 2, audio: 3, video: 4 } as const;
/** `pay_type`: how it is sold. 3 is a blind box (a series on sale, or a box bought from one). */
export const NFT_PAY_TYPE = { fixed: 1, auction: 2, box: 3 } as const;
/** `status` as the description's client reads it: 1 on sale now, 0 not on sale / ended, 2 before the start. */
export const NFT_STATUS = { ended: 0, onSale: 1, notStarted: 2 } as const;
export const NFT_RARITIES = ['N', 'R', 'SR', 'SSR'] as const;
export type NftRarity = (typeof NFT_RARITIES)[number];
export const NFT_LISTINGS = ['none', 'pending', 'active', 'rejected', 'awaiting_payment'] as const;
export const NFT_MESSAGE_KINDS = [
  'outbid',
  'won',
  'payment_due',
  'sold',
  'approved',
  'rejected',
  'forfeited',
  'auction_unsold',
] as const;
export type NftMessageKind = (typeof NFT_MESSAGE_KINDS)[number];

/** The public room of one artwork: new bids and the end time as it moves (anti-sniping). */
export const nftRoom = (itemId: number) => `nft:${itemId}`;
export const NFT_SOCKET_EVENTS = { bid: 'nft_bid', message: 'nft_message' } as const;

const code = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9-]{4,40}$/);
const text = (max: number) => z.string().trim().max(max);
/** A positive amount that fits the NUMERIC(36,18) columns it is stored in (18 integer digits). */
const amount = positiveDecimalString.refine((v) => v.split('.')[0]!.length <= 18, {
  message: 'too large',
});
const unixSeconds = intSchema(0, 4_102_444_800);

export const nftItemSchema = z.object({
  id: z.int(),
  code: z.string(),
  type: z.int(),
  currency_id: z.int(),
  currency_name: z.string(),
  /** Decimals the currency keeps: fee and royalty are rounded down to it. */
  currency_precision: z.int(),
  name: z.string(),
  description: z.string(),
  /** The media file (image, GIF, audio or video); its type is `media_mime`. */
  image: z.string().nullable(),
  media_mime: z.string().nullable(),
  /** A generated thumbnail for lists (large PNGs), else null: lists scale the original. */
  thumb: z.string().nullable(),
  /** A still image for audio and video (or null: the page shows a placeholder). */
  poster: z.string().nullable(),
  author_id: z.int(),
  author_name: z.string(),
  author_avatar: z.string(),
  owner_id: z.int(),
  collection_id: z.int().nullable(),
  collection_name: z.string().nullable(),
  rarity: z.string(),
  chain: z.string(),
  token_id: z.string(),
  pay_type: z.int(),
  /** Fixed price, or the leading bid (the start price before any). */
  price: decimalString,
  start_price: decimalString,
  per_increase: decimalString,
  margin: decimalString,
  start_time: z.int(),
  end_time: z.int(),
  status: z.int(),
  listing: z.enum(NFT_LISTINGS),
  reject_reason: z.string(),
  is_resale: z.boolean(),
  bids: z.int(),
  /** Blind boxes: the series, whether this is a bought box, whether it is opened. */
  series_id: z.int().nullable(),
  is_box: z.boolean(),
  opened: z.boolean(),
  collect: z.boolean(),
  collect_number: z.int(),
  /** Platform fee and royalty rates a buyer sees before paying (fractions). */
  fee_rate: decimalString,
  royalty_rate: decimalString,
  /** The platform clock when this was read: countdowns run from it, not the device's clock. */
  server_now: z.int(),
});
export type NftItem = z.infer<typeof nftItemSchema>;

export const nftListRequest = z.object({
  currency: idSchema.optional(),
  pay_type: intSchema(1, 3).optional(),
  status: intSchema(0, 2).optional(),
  type: intSchema(1, 4).optional(),
  keyword: text(40).optional(),
  collection_id: idSchema.optional(),
});
export type NftListRequest = z.infer<typeof nftListRequest>;

export const nftCodeRequest = z.object({ code });
/** POST /bind_box/buyNFT: a repeat with the same key returns the first purchase (a box is bought once). */
export const nftBuyRequest = z.object({
  code,
  idempotency_key: z
    .string()
    .trim()
    .min(8)
    .max(64)
    .regex(/^[A-Za-z0-9_.:-]+$/)
    .optional(),
});
export const nftDetailRequest = z
  .object({ id: idSchema.optional(), code: code.optional() })
  .refine(
    (v) => v.id !== undefined || v.code !== undefined,
    crossField(['id', 'code'], { message: 'id or code', path: ['code'] }),
  );

/** POST /bind_box/auctionNFT: `price` is the whole new bid (not the raise). */
export const nftBidRequest = z.object({ code, price: amount });
export type NftBidRequest = z.infer<typeof nftBidRequest>;

export const nftBidSchema = z.object({
  id: z.int(),
  code: z.string(),
  item_id: z.int(),
  name: z.string(),
  /** A masked bidder label; never a user's e-mail or phone. */
  bidder: z.string(),
  is_mine: z.boolean(),
  price: decimalString,
  currency_name: z.string(),
  leading: z.boolean(),
  created_at: z.int(),
});
export type NftBid = z.infer<typeof nftBidSchema>;

export const nftResellRequest = z.object({
  code,
  pay_type: intSchema(1, 2),
  price: amount,
  per_increase: amount.optional(),
  start_time: unixSeconds,
  end_time: unixSeconds,
});
export type NftResellRequest = z.infer<typeof nftResellRequest>;

export const nftCreateArtistRequest = z.object({
  name: text(60).pipe(z.string().min(1)),
  bio: text(1000).default(''),
});

export const nftCreateRequest = z.object({
  name: text(80).pipe(z.string().min(1)),
  description: text(2000).default(''),
  media: z.string().regex(/^[A-Za-z0-9_-]{16,64}\.[a-z0-9]{2,5}$/),
  poster: z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,64}\.[a-z0-9]{2,5}$/)
    .optional(),
  collection: text(80).optional(),
  currency_id: idSchema,
  rarity: z.enum(NFT_RARITIES).default('N'),
  pay_type: intSchema(1, 2),
  price: amount,
  per_increase: amount.optional(),
  start_time: unixSeconds,
  end_time: unixSeconds,
});
export type NftCreateRequest = z.infer<typeof nftCreateRequest>;

export const nftMediaSchema = z.object({
  name: z.string(),
  url: z.string(),
  type: z.int(),
  mime: z.string(),
  size: z.int(),
});

export const nftArtistSchema = z.object({
  uid: z.int(),
  name: z.string(),
  bio: z.string(),
  avatar: z.string(),
  artworks_number: z.int(),
});
export type NftArtist = z.infer<typeof nftArtistSchema>;

export const nftArtistDetailSchema = nftArtistSchema.extend({
  artworks: z.array(nftItemSchema),
  collections: z.array(z.object({ id: z.int(), name: z.string() })),
  artworks_collect_number: z.int(),
});
export type NftArtistDetail = z.infer<typeof nftArtistDetailSchema>;

export const nftCurrencySchema = z.object({ id: z.int(), name: z.string() });

export const nftPayOrderSchema = z.object({
  id: z.int(),
  code: z.string(),
  item_id: z.int(),
  name: z.string(),
  image: z.string().nullable(),
  currency_id: z.int(),
  currency_name: z.string(),
  price: decimalString,
  margin: decimalString,
  /** What is still to pay: price less the margin already frozen. */
  to_pay: decimalString,
  overtime: z.int(),
  remaining_seconds: z.int(),
  is_pay: z.boolean(),
  is_expired: z.boolean(),
  is_read: z.boolean(),
  created: z.int(),
  pay_time: z.int().nullable(),
});
export type NftPayOrder = z.infer<typeof nftPayOrderSchema>;

export const nftMessageSchema = z.object({
  id: z.int(),
  kind: z.enum(NFT_MESSAGE_KINDS),
  item_id: z.int(),
  code: z.string(),
  name: z.string(),
  amount: decimalString.nullable(),
  currency_name: z.string(),
  is_read: z.boolean(),
  created_at: z.int(),
});
export type NftMessage = z.infer<typeof nftMessageSchema>;

export const nftIdRequest = z.object({ id: idSchema });
export const nftArtistRequest = z.object({ uid: idSchema });
export const nftMyRequest = z.object({
  /** owned (default), on_sale, boxes. */
  tab: z.enum(['owned', 'on_sale', 'boxes']).default('owned'),
});

export const nftSaleSchema = z.object({
  id: z.int(),
  item_id: z.int(),
  code: z.string(),
  price: decimalString,
  fee: decimalString,
  royalty: decimalString,
  seller_receives: decimalString,
  currency_name: z.string(),
});
export type NftSale = z.infer<typeof nftSaleSchema>;

/** A blind-box series: the commitment from the start, the seed once revealed, every opening. */
export const nftBoxSeriesSchema = z.object({
  series_id: z.int(),
  code: z.string(),
  name: z.string(),
  seed_hash: z.string(),
  seed: z.string().nullable(),
  revealed: z.boolean(),
  supply: z.int(),
  sold: z.int(),
  pool: z.array(
    z.object({
      id: z.int(),
      name: z.string(),
      rarity: z.string(),
      weight: z.int(),
      type: z.int(),
      image: z.string(),
    }),
  ),
  openings: z.array(z.object({ box_id: z.int(), code: z.string(), pool_id: z.int() })),
});
export type NftBoxSeries = z.infer<typeof nftBoxSeriesSchema>;
export const nftSeriesRequest = z.object({ series_id: idSchema });

/** Operator review of first sales and resales. */
export const nftReviewRejectRequest = z.object({
  id: idSchema,
  reason: z.string().trim().min(2).max(300),
});
