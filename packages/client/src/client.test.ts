import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, asApiError, parsePayload, send, unwrap, type ClientTexts } from './index';

const texts: ClientTexts = {
  serverError: () => 'server error',
  timeout: () => 'timed out',
  networkError: () => 'no network',
};

const answer = (body: unknown, status = 200) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('unwrap', () => {
  it('returns the payload of an ok envelope and of the kline shape', async () => {
    await expect(unwrap(answer({ type: 'ok', message: { id: 3 } }), texts)).resolves.toEqual({
      id: 3,
    });
    await expect(unwrap(answer({ code: 1, msg: '', data: [1, 2] }), texts)).resolves.toEqual([
      1, 2,
    ]);
  });

  it('throws the refusal as an ApiError with its type, code, status and fields', async () => {
    const fields = [{ field: 'amount', code: 'too_small', message: 'Too small' }];
    const error = await unwrap(
      answer({ type: 'error', code: 'insufficient', message: 'Not enough', fields }, 422),
      texts,
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      type: 'error',
      code: 'insufficient',
      message: 'Not enough',
      status: 422,
      fields,
    });
    await expect(
      unwrap(answer({ type: '999', code: 'signed_out', message: 'Bye' }, 401), texts),
    ).rejects.toMatchObject({ type: '999', code: 'signed_out' });
    await expect(unwrap(answer({ type: 'error', code: 'x', message: '' }), texts)).rejects.toThrow(
      'server error',
    );
  });

  it('turns an answer that is no envelope into bad_response', async () => {
    await expect(unwrap(answer('<html>', 502), texts)).rejects.toMatchObject({
      code: 'bad_response',
      type: 'network',
      status: 502,
    });
  });
});

describe('parsePayload', () => {
  const schema = z.object({ id: z.number(), amount: z.string() });

  it('returns what the schema parsed (unknown keys dropped)', () => {
    expect(parsePayload(schema, { id: 1, amount: '2.5', extra: true }, texts)).toEqual({
      id: 1,
      amount: '2.5',
    });
  });

  it('refuses a payload that breaks the contract', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => parsePayload(schema, { id: 1, amount: 2.5 }, texts)).toThrow(ApiError);
    expect(quiet).toHaveBeenCalled();
    quiet.mockRestore();
  });
});

describe('send', () => {
  it('gives up after the timeout with a network ApiError', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
        ),
    );
    const pending = send('/api/x', {}, { timeoutMs: 1000 }, texts).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await pending).toMatchObject({ code: 'timeout', message: 'timed out', type: 'network' });
  });

  it('reports a caller abort and a failed connection apart', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('failed to fetch')));
    await expect(send('/api/x', {}, { timeoutMs: 1000 }, texts)).rejects.toMatchObject({
      code: 'network_error',
      message: 'no network',
    });
    const caller = new AbortController();
    caller.abort();
    await expect(
      send('/api/x', {}, { timeoutMs: 1000, signal: caller.signal }, texts),
    ).rejects.toMatchObject({ code: 'aborted' });
  });

  it('does not send a request its caller aborted before it was sent', async () => {
    const fetchSpy = vi.fn(() => Promise.resolve(new Response('{}')));
    vi.stubGlobal('fetch', fetchSpy);
    const caller = new AbortController();
    caller.abort();
    await expect(
      send('/api/x', {}, { timeoutMs: 1000, signal: caller.signal }, texts),
    ).rejects.toMatchObject({ code: 'aborted', type: 'network' });
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe('asApiError', () => {
  it('keeps an ApiError and wraps anything else as client_error', () => {
    const known = new ApiError({ code: 'x', message: 'y', type: 'error' });
    expect(asApiError(known, texts)).toBe(known);
    expect(asApiError(new TypeError('boom'), texts)).toMatchObject({ code: 'client_error' });
  });
});
