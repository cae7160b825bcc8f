import http from 'node:http';
import type { Socket } from 'node:net';
import type {
  ConnectionError,
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
} from 'fastify';
import fp from 'fastify-plugin';
import { resolveLang, type Lang } from '@tidemark/contracts';
import { AppError, envelopeFor, errorText } from './errors';

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

/**
 * API answers are the envelope with HTTP 200 for whatever the client shows (docs/api.md), a
 * missing route included; other paths (the web app's files, avatars) keep HTTP's statuses.
 */
function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
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
  if (
    err instanceof SyntaxError ||
    (err.statusCode && err.statusCode >= 400 && err.statusCode < 500)
  ) {
    return new AppError('malformed_body');
  }
  return null;
}

/**
 * The only producer of `{type, code, message}` (docs/architecture.md habit 4). A 500 hides every
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

  app.setNotFoundHandler((request, reply) => sendNotFound(request, reply));

  // Every API answer, errors and the login token included, is for this request only: no
  // browser or proxy cache may keep it. Routes that set their own policy keep it.
  app.addHook('onSend', async (request, reply) => {
    if (isApiPath(request.url) && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
  });
});

function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  const { body } = envelopeFor(new AppError('not_found'), requestLang(request));
  return reply.status(isApiPath(request.url) ? 200 : 404).send(body);
}

/**
 * Fastify's `frameworkErrors`: failures of its router, before any route or hook runs. A URL
 * that cannot be percent-decoded, and a path parameter over the router's length limit (no
 * stored name is that long), answer the envelope like everything else.
 */
export function frameworkErrorHandler(
  err: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  // No query was parsed and no hook runs here: the language and the cache policy are set by hand.
  const query = request.url.includes('?')
    ? new URLSearchParams(request.url.slice(request.url.indexOf('?') + 1))
    : null;
  const lang = resolveLang(query?.get('lang'), request.headers['accept-language']);
  const code =
    err.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? 'not_found'
      : err.code === 'FST_ERR_BAD_URL'
        ? 'malformed_url'
        : 'internal';
  if (code === 'internal') request.log.error({ err }, 'router error');
  const { status, body } = envelopeFor(
    new AppError(code),
    lang,
    code === 'internal' ? request.id : undefined,
  );
  const api = isApiPath(request.url);
  if (api) reply.header('cache-control', 'no-store');
  const outside = code === 'not_found' ? 404 : code === 'malformed_url' ? 400 : status;
  return reply.status(api ? status : outside).send(body);
}

/** What Node had read of the refused request (typed loosely by Fastify; a Buffer at run time). */
function rawBytes(err: ConnectionError): Buffer | undefined {
  const raw: unknown = (err as { rawPacket?: unknown }).rawPacket;
  return Buffer.isBuffer(raw) ? raw : undefined;
}

/** The language a request asked for, read from the raw bytes Node could not parse. */
function rawRequestLang(raw: Buffer | undefined): Lang {
  const head = raw ? raw.subarray(0, 64 * 1024).toString('latin1') : '';
  const requestLine = head.split('\r\n', 1)[0] ?? '';
  const field = /[?&]lang=([A-Za-z]{2,3})(?=[&#\s]|$)/.exec(requestLine)?.[1];
  const accept = /\r\naccept-language:[ \t]*([^\r\n]{0,200})/i.exec(head)?.[1];
  return resolveLang(field, accept);
}

/**
 * The HTTP server's `clientError`: requests Node refuses before Fastify sees them (request
 * line plus headers over 16 KiB, a broken request line, a timeout). Written to the socket by
 * hand, as Fastify's default does, but as the envelope: translated, and never cached.
 */
export function clientErrorHandler(
  this: FastifyInstance,
  err: ConnectionError,
  socket: Socket,
): void {
  // A reset connection has nobody left to answer.
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const tooLarge = err.code === 'HPE_HEADER_OVERFLOW';
  const status = tooLarge ? 431 : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const code = tooLarge ? 'request_too_large' : 'malformed_body';
  const body = JSON.stringify({
    type: 'error',
    code,
    message: errorText(code, rawRequestLang(rawBytes(err))),
  });
  this.log.debug({ err: { code: err.code, message: err.message } }, 'client error');
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
