import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { resolveLang, type Lang } from '@tidemark/contracts';
import { AppError, envelopeFor } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Lang;
  }
}

/** The request's language: the `lang` field (query or body), then accept-language, then en. */
export function requestLang(request: FastifyRequest): Lang {
  const query = request.query as Record<string, unknown> | undefined;
  const body = request.body as Record<string, unknown> | undefined;
  const field = (body && typeof body === 'object' ? body.lang : undefined) ?? query?.lang;
  return resolveLang(field, request.headers['accept-language']);
}

const FASTIFY_CODES: Record<string, AppError['code']> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_INVALID_JSON_BODY: 'malformed_body',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'malformed_body',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'malformed_body',
  FST_ERR_VALIDATION: 'validation_failed',
  FST_ERR_CTP_EMPTY_TYPE: 'malformed_body',
  FST_ERR_CTP_INVALID_TYPE: 'unsupported_media_type',
};

function toAppError(err: FastifyError): AppError | null {
  if (err instanceof AppError) return err;
  const mapped = err.code ? FASTIFY_CODES[err.code] : undefined;
  if (mapped) return new AppError(mapped);
  if (err.statusCode === 429) return new AppError('rate_limited');
  if (err.statusCode === 413) return new AppError('payload_too_large');
  if (err.statusCode === 415) return new AppError('unsupported_media_type');
  // Body parser errors (bad JSON, bad form encoding) are client mistakes, never 500s.
  if (err instanceof SyntaxError || (err.statusCode && err.statusCode >= 400 && err.statusCode < 500)) {
    return new AppError('malformed_body');
  }
  return null;
}

/**
 * The only producer of `{type, code, message}` (CONVENTIONS habit 4). A 500 hides every
 * detail from the client and logs the error with the request id.
 */
export const envelopePlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('lang', 'en');
  app.addHook('preHandler', async (request) => {
    request.lang = requestLang(request);
  });

  app.setErrorHandler((err: FastifyError, request, reply) => {
    const lang = requestLang(request);
    const known = toAppError(err);
    if (known) {
      if (known.code === 'rate_limited') request.log.warn({ ip: request.ip }, 'rate limited');
      const { status, body } = envelopeFor(known, lang);
      return reply.status(status).send(body);
    }
    request.log.error({ err }, 'unhandled error');
    const { status, body } = envelopeFor(new AppError('internal'), lang, request.id);
    return reply.status(status).send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    const { status, body } = envelopeFor(new AppError('not_found'), requestLang(request));
    return reply.status(status).send(body);
  });
});
