import fs from 'node:fs';
import { accountEndpoints as ep } from '@tidemark/contracts';
import type { Router } from '../../platform/route';
import { AppError, fail } from '../../platform/errors';
import { UPLOAD_NAME_PATTERN } from '../../platform/storage';
import type { AccountService } from './account.service';

/**
 * POST /upload (multipart, one file): images only, recognised by content, at most 5 MB.
 * Avatars are public at /uploads/<name>; identity documents and vouchers are never served
 * publicly (operators read them through the operator API).
 */
export function uploadRoutes(router: Router, account: AccountService): void {
  router.serve(
    ep.upload,
    async (input, ctx) => {
      if (!ctx.request.isMultipart()) fail('upload_invalid_image');
      let bytes: Buffer;
      try {
        const file = await ctx.request.file();
        if (!file) return fail('upload_invalid_image');
        bytes = await file.toBuffer();
        if (file.file.truncated) fail('upload_too_large');
      } catch (err) {
        if (err instanceof AppError) throw err;
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw new AppError('upload_too_large');
        throw new AppError('upload_invalid_image');
      }
      return account.storeUpload(ctx.session.userId, input.kind, bytes);
    },
    { rateLimitPerMinute: 30 },
  );
}

/**
 * The file itself, streamed through a raw route (a file is no envelope). Avatars only; long
 * cache, sandboxed.
 */
export function uploadFileRoutes(router: Router, account: AccountService): void {
  router.raw({
    url: '/uploads/:name',
    params: { name: UPLOAD_NAME_PATTERN },
    handler: async (request, reply) => {
      const file = await account.publicFile(request.params.name ?? '');
      if (!file) return reply.callNotFound();
      return reply
        .header('content-type', file.mime)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(fs.createReadStream(file.path));
    },
  });
}
