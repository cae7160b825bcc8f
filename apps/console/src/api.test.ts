// @vitest-environment jsdom
import { endpoint, otcEndpoints } from '@tidemark/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, call, token } from './api';

interface Sent {
  url: string;
  method: string;
  body: string | undefined;
  authorization: string | null;
}

/** Stubs fetch with a real Response carrying `message` in an ok envelope; records each request. */
function answer(message: unknown): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push({
      url,
      method: init.method ?? 'GET',
      body: init.body as string | undefined,
      authorization: new Headers(init.headers).get('authorization'),
    });
    return new Response(JSON.stringify({ type: 'ok', message }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
  token.clear();
});

describe('call', () => {
  it('sends a GET endpoint to its path with the data in the query, parsed by its output', async () => {
    token.set('op-token');
    const sent = answer({ merchants_pending: 1, appeals_open: 2, extra: 'dropped' });
    const counts = await call(otcEndpoints.queueCounts);
    expect(counts).toEqual({ merchants_pending: 1, appeals_open: 2 });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.method).toBe('GET');
    expect(sent[0]?.url).toBe('/api/admin/otc/counts?lang=en');
    expect(sent[0]?.body).toBeUndefined();
    expect(sent[0]?.authorization).toBe('Bearer op-token');
  });

  it('takes the first method and path of an endpoint that has several, data as a JSON body', async () => {
    const renamed = endpoint({
      method: ['PUT', 'POST'],
      path: ['/api/admin/things/rename', '/api/admin/thing/rename'],
      auth: 'operator',
      permission: 'products.manage',
      input: z.object({ id: z.number(), name: z.string() }),
      output: z.object({ id: z.number() }),
    });
    const sent = answer({ id: 4 });
    expect(await call(renamed, { id: 4, name: 'four' })).toEqual({ id: 4 });
    expect(sent[0]?.method).toBe('PUT');
    expect(sent[0]?.url).toBe('/api/admin/things/rename?lang=en');
    expect(JSON.parse(sent[0]?.body ?? '')).toEqual({ id: 4, name: 'four' });
  });

  it('refuses an answer its output does not parse as a bad_response ApiError', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answer({ merchants_pending: 1, appeals_open: 'many' });
    const failure = await call(otcEndpoints.queueCounts).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).code).toBe('bad_response');
  });
});
