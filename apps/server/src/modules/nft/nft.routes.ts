import fs from 'node:fs';
import { nftEndpoints as ep } from '@tidemark/contracts';
import { AppError, fail } from '../../platform/errors';
import type { Router } from '../../platform/route';
import { MEDIA_NAME_PATTERN, MEDIA_UPLOAD_MAX_BYTES } from './nft.media';
import type { NftService } from './index';

export function nftRoutes(router: Router, nft: NftService): void {
  const viewer = (ctx: { session: { userId: number } | null }) => ctx.session?.userId ?? null;
  router.servePaged(ep.list, (input, ctx) => nft.list(viewer(ctx), input));
  router.serve(ep.detail, (input, ctx) => nft.detail(viewer(ctx), input));
  router.servePaged(ep.artists, (input) => nft.artists(input));
  router.serve(ep.artistDetail, (input, ctx) => nft.artistDetail(viewer(ctx), input.uid));
  router.serve(ep.collect, (input, ctx) => nft.collect(ctx.session.userId, input.code), {
    rateLimitPerMinute: 60,
  });
  router.serve(ep.currencies, () => nft.currencies());
  router.serve(ep.collection, (_input, ctx) => nft.collection(ctx.session.userId));
  router.serve(
    ep.buy,
    (input, ctx) => nft.buy(ctx.session.userId, input.code, input.idempotency_key),
    { rateLimitPerMinute: 60 },
  );
  router.serve(ep.payMargin, (input, ctx) => nft.payMargin(ctx.session.userId, input), {
    rateLimitPerMinute: 60,
  });
  router.serve(ep.bid, (input, ctx) => nft.bid(ctx.session.userId, input), {
    rateLimitPerMinute: 60,
  });
  router.serve(ep.bids, (input, ctx) => nft.quotationLog(viewer(ctx), input.code));
  router.servePaged(ep.mine, (input, ctx) => nft.mine(ctx.session.userId, input.tab, input));
  router.servePaged(ep.myBids, (input, ctx) => nft.myBids(ctx.session.userId, input));
  router.serve(ep.openBox, (input, ctx) => nft.openBox(ctx.session.userId, input.code));
  router.serve(ep.boxSeries, (input) => nft.boxSeries(input.series_id));
  router.serve(ep.resell, (input, ctx) => nft.resell(ctx.session.userId, input));
  router.serve(ep.cancelResell, (input, ctx) => nft.cancelListing(ctx.session.userId, input.code));
  router.serve(ep.payOrders, (_input, ctx) => nft.payOrders(ctx.session.userId));
  router.serve(ep.pay, (input, ctx) => nft.pay(ctx.session.userId, input.id));
  router.serve(ep.readOrder, (input, ctx) => nft.readOrder(ctx.session.userId, input.id));
  router.servePaged(ep.messages, (input, ctx) => nft.messages(ctx.session.userId, input));
  router.serve(ep.readMessage, (input, ctx) => nft.readMessage(ctx.session.userId, input.id));
  router.serve(ep.becomeArtist, (input, ctx) => nft.becomeArtist(ctx.session.userId, input));
  router.serve(
    ep.uploadMedia,
    async (_input, ctx) => {
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
    { rateLimitPerMinute: 20 },
  );
  router.serve(ep.create, (input, ctx) => nft.create(ctx.session.userId, input));

  // Operator review of first sales and resales (audited).
  const actor = (ctx: { operator: { operatorId: number }; ip: string }) => ({
    operatorId: ctx.operator.operatorId,
    ip: ctx.ip,
  });
  router.servePaged(ep.reviews, (input) => nft.reviews(input));
  router.serve(ep.approve, (input, ctx) => nft.review(actor(ctx), input.id, { approve: true }));
  router.serve(ep.reject, (input, ctx) =>
    nft.review(actor(ctx), input.id, { approve: false, reason: input.reason }),
  );

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
