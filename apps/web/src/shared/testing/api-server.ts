import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { cleanup } from '@testing-library/react';
import { startSignedIn } from './render';

/**
 * The network edge of component tests: MSW answers the API's real paths with the server's
 * envelope (API.md). Anything a test did not expect fails the test.
 */
export const apiServer = setupServer();

export function startApiServer(): void {
  apiServer.listen({ onUnhandledRequest: 'error' });
}

/**
 * The lifecycle of a component test file: the API edge listens and the user is signed in
 * (English) before the tests, each test starts with no handlers and nothing rendered.
 */
export function setUpSignedInApi(): void {
  beforeAll(async () => {
    startApiServer();
    await startSignedIn();
  });
  afterEach(() => {
    cleanup();
    apiServer.resetHandlers();
  });
  afterAll(() => apiServer.close());
}

/** `{ type: 'ok', message: payload }`. */
export function okEnvelope(payload: JsonBodyType) {
  return HttpResponse.json({ type: 'ok', message: payload });
}

/** `{ type: 'error', code, message, fields? }`, HTTP 200 as the server sends refusals. */
export function errorEnvelope(
  code: string,
  message: string,
  fields?: Array<{ field: string; message: string }>,
) {
  return HttpResponse.json({ type: 'error', code, message, ...(fields ? { fields } : {}) });
}

/** The form-encoded body of a request, as an object (the api client sends forms). */
export async function formBody(request: Request): Promise<Record<string, string>> {
  return Object.fromEntries(new URLSearchParams(await request.text()));
}

/** Every body POSTed to `path` (a full URL pattern such as '*\/api/coin/trade'). */
export function recordPosts(path: string, answer: () => Response) {
  const bodies: Array<Record<string, string>> = [];
  apiServer.use(
    http.post(path, async ({ request }) => {
      bodies.push(await formBody(request));
      return answer();
    }),
  );
  return bodies;
}

export { http, HttpResponse };
