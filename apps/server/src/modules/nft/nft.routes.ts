import fs from 'node:fs';
import { z } from 'zod';
import {
  nftArtistDetailSchema,
  nftArtistRequest,
  nftArtistSchema,
  nftBidRequest,
  nftBidSchema,
  nftBoxSeriesSchema,
  nftBuyRequest,
  nftCodeRequest,
  nftCreateArtistRequest,
  nftCreateRequest,
  nftCurrencySchema,
  nftDetailRequest,
  nftIdRequest,
  nftItemSchema,
  nftListRequest,
  nftMediaSchema,
  nftMessageSchema,
  nftMyRequest,
  nftPayOrderSchema,
  nftResellRequest,
  nftReviewRejectRequest,
  nftSaleSchema,
  nftSeriesRequest,
} from '@tidemark/contracts';
import { AppError, fail } from '../../platform/errors';
import type { Router } from '../../platform/route';
import { MEDIA_NAME_PATTERN, MEDIA_UPLOAD_MAX_BYTES } from './nft.media';
import type { NftService } from './index';

const BASE = '/api/bind_box';
const READ = ['GET', 'POST'] as ('GET' | 'POST')[];

export function nftRoutes(router: Router, nft: NftService): void {
  router.paged({
    method: READ,
    url: `${BASE}/getBoxList`,
    auth: 'public',
    input: nftListRequest,
    item: nftItemSchema,
    list: (input, ctx) => nft.list(ctx.session?.userId ?? null, input),
  });
  router.route({
    method: READ,
    url: `${BASE}/getBoxDetail`,
    auth: 'public',
    input: nftDetailRequest,
    output: nftItemSchema,
    handler: (input, ctx) => nft.detail(ctx.session?.userId ?? null, input),
  });
  router.paged({
    method: READ,
    url: `${BASE}/getArtist`,
    auth: 'public',
    item: nftArtistSchema,
    list: (input) => nft.artists(input),
  });
  router.route({
    method: READ,
    url: `${BASE}/getArtistDetail`,
    auth: 'public',
    input: nftArtistRequest,
    output: nftArtistDetailSchema,
    handler: (input, ctx) => nft.artistDetail(ctx.session?.userId ?? null, input.uid),
  });
  router.route({
    method: 'POST',
    url: `${BASE}/collect`,
    auth: 'user',
    rateLimitPerMinute: 60,
    input: nftCodeRequest,
    output: z.object({ collect: z.boolean() }),
    handler: (input, ctx) => nft.collect(ctx.session.userId, input.code),
  });
  router.route({
    method: READ,
    url: `${BASE}/getNftCurrency`,
    auth: 'public',
    output: z.array(nftCurrencySchema),
    handler: () => nft.currencies(),
  });
  router.route({
    method: READ,
    url: `${BASE}/getCollection`,
    auth: 'user',
    output: z.array(nftItemSchema),
    handler: (_input, ctx) => nft.collection(ctx.session.userId),
  });
  router.route({
    method: 'POST',
    url: `${BASE}/buyNFT`,
    auth: 'kyc',
    rateLimitPerMinute: 60,
    input: nftBuyRequest,
    output: nftSaleSchema,
    handler: (input, ctx) => nft.buy(ctx.session.userId, input.code, input.idempotency_key),
  });
  router.route({
    method: 'POST',
    url: `${BASE}/marginNFT`,
    auth: 'kyc',
    rateLimitPerMinute: 60,
    input: nftCodeRequest,
    output: z.object({ code: z.string(), margin: z.string(), currency: z.string() }),
    handler: (input, ctx) => nft.payMargin(ctx.session.userId, input),
  });
  router.route({
    method: 'POST',
    url: `${BASE}/auctionNFT`,
    auth: 'kyc',
    rateLimitPerMinute: 60,
    input: nftBidRequest,
    output: z.object({
      id: z.number(),
      price: z.string(),
      end_time: z.number(),
      margin: z.string(),
    }),
    handler: (input, ctx) => nft.bid(ctx.session.userId, input),
  });
  router.route({
    method: READ,
    url: `${BASE}/getBindBoxQuotationLog`,
    auth: 'public',
    input: nftCodeRequest,
    output: z.array(nftBidSchema),
    handler: (input, ctx) => nft.quotationLog(ctx.session?.userId ?? null, input.code),
  });
  router.paged({
    method: READ,
    url: `${BASE}/getMyNFTs`,
    auth: 'user',
    input: nftMyRequest,
    item: nftItemSchema,
    list: (input, ctx) => nft.mine(ctx.session.userId, input.tab, input),
  });
  router.paged({
    method: READ,
    url: `${BASE}/getMyBindBoxQuotationLog`,
    auth: 'user',
    item: nftBidSchema,
    list: (input, ctx) => nft.myBids(ctx.session.userId, input),
  });
  router.route({
    method: 'POST',
    url: `${BASE}/openBlindBox`,
    auth: 'user',
    input: nftCodeRequest,
    output: nftItemSchema,
    handler: (input, ctx) => nft.openBox(ctx.session.userId, input.code),
  });
  router.route({
    method: READ,
    url: `${BASE}/getBoxSeries`,
    auth: 'public',
    input: nftSeriesRequest,
    output: nftBoxSeriesSchema,
    handler: (input) => nft.boxSeries(input.series_id),
  });
  router.route({
    method: 'POST',
    url: `${BASE}/resellNFT`,
    auth: 'kyc',
    input: nftResellRequest,
    output: nftItemSchema,
    handler: (input, ctx) => nft.resell(ctx.session.userId, input),
  });
  router.route({
    method: 'POST',
    url: `${BASE}/cancelResell`,
    auth: 'user',
    input: nftCodeRequest,
    output: nftItemSchema,
    handler: (input, ctx) => nft.cancelListing(ctx.session.userId, input.code),
  });
  router.route({
    method: READ,
    url: `${BASE}/getNeedPayNFTOrder`,
    auth: 'user',
    output: z.array(nftPayOrderSchema),
    handler: (_input, ctx) => nft.payOrders(ctx.session.userId),
  });
  router.route({
    method: 'POST',
    url: `${BASE}/payNFTOrder`,
    auth: 'kyc',
    input: nftIdRequest,
    output: nftSaleSchema,
    handler: (input, ctx) => nft.pay(ctx.session.userId, input.id),
  });
  router.route({
    method: 'POST',
    url: `${BASE}/readNFTOrderMessage`,
    auth: 'user',
    input: nftIdRequest,
    output: z.object({ id: z.number() }),
    handler: (input, ctx) => nft.readOrder(ctx.session.userId, input.id),
  });
  router.paged({
    method: READ,
    url: `${BASE}/getNFTMessages`,
    auth: 'user',
    item: nftMessageSchema,
    list: (input, ctx) => nft.messages(ctx.session.userId, input),
  });
  router.route({
    method: 'POST',
    url: `${BASE}/readNFTMessage`,
    auth: 'user',
    input: nftIdRequest,
    output: z.object({ id: z.number() }),
    handler: (input, ctx) => nft.readMessage(ctx.session.userId, input.id),
  });
  router.route({
    method: 'POST',
    url: `${BASE}/becomeArtist`,
    auth: 'kyc',
    input: nftCreateArtistRequest,
    output: nftArtistSchema,
    handler: (input, ctx) => nft.becomeArtist(ctx.session.userId, input),
  });
  router.route({
    method: 'POST',
    url: `${BASE}/uploadMedia`,
    auth: 'kyc',
    rateLimitPerMinute: 20,
    output: nftMediaSchema,
    handler: async (_input, ctx) => {
      if (!ctx.request.isMultipart()) fail('nft_media_invalid');
      let bytes: Buffer;
      try {
        const file = await ctx.request.file({ limits: { fileSize: MEDIA_UPLOAD_MAX_BYTES } });
        if (!file) return fail('nft_media_invalid');
        bytes = await file.toBuffer();
        if (file.file.truncated) fail('nft_media_too_large');
      } catch (err) {
        if (err instanceof AppError) throw err;
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw new AppError('nft_media_too_large');
        throw new AppError('nft_media_invalid');
      }
      return nft.storeMedia(ctx.session.userId, bytes);
    },
  });
  router.route({
    method: 'POST',
    url: `${BASE}/createNFT`,
    auth: 'kyc',
    input: nftCreateRequest,
    output: nftItemSchema,
    handler: (input, ctx) => nft.create(ctx.session.userId, input),
  });

  // Operator review of first sales and resales (audited).
  router.paged({
    method: 'GET',
    url: '/api/admin/nft/reviews',
    auth: 'operator',
    permission: 'content.manage',
    item: nftItemSchema,
    list: (input) => nft.reviews(input),
  });
  router.route({
    method: 'POST',
    url: '/api/admin/nft/approve',
    auth: 'operator',
    permission: 'content.manage',
    input: nftIdRequest,
    output: nftItemSchema,
    handler: (input, ctx) =>
      nft.review({ operatorId: ctx.operator.operatorId, ip: ctx.ip }, input.id, { approve: true }),
  });
  router.route({
    method: 'POST',
    url: '/api/admin/nft/reject',
    auth: 'operator',
    permission: 'content.manage',
    input: nftReviewRejectRequest,
    output: nftItemSchema,
    handler: (input, ctx) =>
      nft.review({ operatorId: ctx.operator.operatorId, ip: ctx.ip }, input.id, {
        approve: false,
        reason: input.reason,
      }),
  });

  // The media files themselves (no envelope): public, like the artworks they show.
  router.raw({
    url: '/nft-media/:name',
    params: { name: MEDIA_NAME_PATTERN },
    handler: async (request, reply) => {
      const file = await nft.mediaFile(request.params.name ?? '');
      if (!file || !fs.existsSync(file.path)) return reply.callNotFound();
      return reply
        .header('content-type', file.mime)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('x-content-type-options', 'nosniff')
        .send(fs.createReadStream(file.path));
    },
  });
}
