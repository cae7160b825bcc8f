import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { uploadResultSchema } from '@tidemark/contracts';
import { defineRoute } from '../../platform/route';
import { AppError, fail } from '../../platform/errors';
import { sniffImage, UPLOAD_MAX_BYTES } from '../../platform/storage';

/**
 * POST /upload (multipart, one file): images only, recognised by content, at most 5 MB.
 * Avatars are public at /uploads/<name>; identity documents and vouchers are never served
 * publicly (operators read them through the operator API).
 */
export function registerUploadRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'POST',
    url: '/api/upload',
    auth: 'user',
    rateLimitPerMinute: 30,
    input: z.object({ kind: z.enum(['avatar', 'kyc', 'voucher']).default('avatar') }),
    output: uploadResultSchema,
    handler: async (input, ctx) => {
      if (!ctx.request.isMultipart()) fail('upload_invalid_image');
      let bytes: Buffer;
      try {
        const file = await ctx.request.file();
        if (!file) return fail('upload_invalid_image');
        bytes = await file.toBuffer();
        if (file.file.truncated) fail('upload_too_large');
      } catch (err) {
        if (err instanceof AppError) throw err;
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('upload_too_large');
        throw new AppError('upload_invalid_image');
      }
      if (bytes.length === 0 || bytes.length > UPLOAD_MAX_BYTES) fail(bytes.length ? 'upload_too_large' : 'upload_invalid_image');
      const image = sniffImage(bytes);
      if (!image) return fail('upload_invalid_image');
      const { name, sha256 } = await app.files.save(bytes, image.ext);
      await app.db.query(
        `INSERT INTO uploads (user_id, kind, name, mime, size_bytes, sha256) VALUES ($1, $2, $3, $4, $5, $6)`,
        [ctx.session.userId, input.kind, name, image.mime, bytes.length, sha256],
      );
      return `/uploads/${name}`;
    },
  });

  app.get<{ Params: { name: string } }>('/uploads/:name', async (request, reply) => {
    const path = app.files.resolve(request.params.name);
    const { rows } = await app.db.query<{ mime: string }>(`SELECT mime FROM uploads WHERE name = $1 AND kind = 'avatar'`, [request.params.name]);
    if (!path || !rows[0]) return reply.callNotFound();
    return reply
      .header('content-type', rows[0].mime)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(fs.createReadStream(path));
  });
}
