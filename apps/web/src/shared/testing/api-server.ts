import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { cleanup } from '@testing-library/react';
import { startSignedIn } from './render';

/**
 * The network edge of component tests: MSW answers the API's real paths with the server's
 * envelope (docs/api.md). Anything a test did not expect fails the test.
 */
export const apiServer = setupServer();

/** Requests the edge has started answering and not yet finished. */
const inFlight = new Set<string>();
apiServer.events.on('request:start', ({ requestId }) => inFlight.add(requestId));
apiServer.events.on('request:end', ({ requestId }) => inFlight.delete(requestId));

/** Requests no handler answered since the last check: each one fails the test it ran in. */
const unhandled: string[] = [];

export function startApiServer(): void {
  apiServer.listen({
    onUnhandledRequest(request, print) {
      unhandled.push(`${request.method} ${new URL(request.url).pathname}`);
      print.error();
    },
  });
}

/**
 * Waits until no request is being answered (at most `limitMs`). A test that ends right after
 * its last assertion may leave a refetch in flight (an invalidation after a command); resetting
 * the handlers under it would fail the next test, or the file, on a busy machine.
 */
async function settleRequests(limitMs = 3000): Promise<void> {
  const until = Date.now() + limitMs;
  while (inFlight.size > 0 && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
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
  afterEach(async () => {
    await settleRequests();
    cleanup();
    await settleRequests();
    apiServer.resetHandlers();
    const missed = unhandled.splice(0);
    if (missed.length > 0) throw new Error(`requests no handler answered: ${missed.join(', ')}`);
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
