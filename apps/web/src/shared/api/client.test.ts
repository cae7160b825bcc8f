import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import type { Endpoint } from '@tidemark/contracts';
import { z } from 'zod';
import { initI18n } from '../i18n/i18n';
import { cancelPendingRedirect, registerNavigator } from '../routing/navigation';
import { STORAGE_KEYS } from '../storage/storage';
import { useAppStore } from '../store/app-store';
import { hideLoading, showLoading, showToast } from '../ui/feedback';
import { ApiError, LOADING_DELAY_MS, REQUEST_TIMEOUT_MS, api, request } from './client';

// The client talks to the UI only through this module; antd-mobile is not loaded in jsdom.
vi.mock('../ui/feedback', () => ({
  TOAST_DURATION_MS: 1500,
  showToast: vi.fn(),
  showLoading: vi.fn(),
  hideLoading: vi.fn(),
}));

interface FakeResponse {
  status: number;
  text: () => Promise<string>;
}

const respond = (body: unknown, status = 200): FakeResponse => ({
  status,
  text: async () => (typeof body === 'string' ? body : JSON.stringify(body)),
});

let fetchMock: Mock<(url: string, init: RequestInit) => Promise<FakeResponse>>;

function lastCall(): { url: URL; init: RequestInit; headers: Record<string, string> } {
  const call = fetchMock.mock.calls.at(-1);
  if (!call) throw new Error('fetch was not called');
  const [url, init] = call;
  return {
    url: new URL(url, 'http://localhost'),
    init,
    headers: init.headers as Record<string, string>,
  };
}

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(() => {
  fetchMock = vi.fn(async () => respond({ type: 'ok', message: { done: true } }));
  vi.stubGlobal('fetch', fetchMock);
  localStorage.clear();
  useAppStore.setState({ token: null, user: null, lang: 'en' });
  registerNavigator(null);
  cancelPendingRedirect();
  window.location.hash = '';
  vi.mocked(showToast).mockClear();
  vi.mocked(showLoading).mockClear();
  vi.mocked(hideLoading).mockClear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('request shape', () => {
  it('adds lang to the query of a GET and resolves with the envelope message', async () => {
    const result = await api.get<{ done: boolean }>('/currency/list', { page: 2 });
    const { url, init } = lastCall();
    expect(url.pathname).toBe('/api/currency/list');
    expect(url.searchParams.get('page')).toBe('2');
    expect(url.searchParams.get('lang')).toBe('en');
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    expect(result).toEqual({ done: true });
  });

  it('form-encodes a POST body with the stored language', async () => {
    useAppStore.getState().setLang('fra');
    await request('/user/login', {
      data: { user_string: 'a@b.c', password: 'p w&d', skip: undefined },
    });
    const { init, headers } = lastCall();
    expect(init.method).toBe('POST');
    expect(headers['content-type']).toBe('application/x-www-form-urlencoded;charset=UTF-8');
    expect(init.body).toBe('user_string=a%40b.c&password=p+w%26d&lang=fra');
    expect(headers['accept-language']).toBe('fr');
  });

  it('defaults the language to en when none is stored', async () => {
    await api.post('/news/list', { c_id: 4 });
    expect(new URLSearchParams(String(lastCall().init.body)).get('lang')).toBe('en');
  });

  it('sends the bare token in Authorization only when one is stored', async () => {
    await api.get('/user/info');
    expect(lastCall().headers.authorization).toBeUndefined();
    useAppStore.getState().setSession('tok-123');
    await api.get('/user/info');
    expect(lastCall().headers.authorization).toBe('tok-123');
  });

  it('supports PUT and DELETE with a form body', async () => {
    await api.put('/coin/trade', { id: 7 });
    expect(lastCall().init.method).toBe('PUT');
    expect(lastCall().init.body).toBe('id=7&lang=en');
    await api.delete('/optional/del', { currency_id: 1 });
    expect(lastCall().init.method).toBe('DELETE');
  });

  it('accepts the description’s other success shape, code 1, and returns its data', async () => {
    fetchMock.mockResolvedValueOnce(respond({ code: 1, msg: 'success', data: [{ id: 1 }] }));
    await expect(api.get('/currency/new_timeshar')).resolves.toEqual([{ id: 1 }]);
  });
});

describe('failures', () => {
  it('toasts the server message and rejects with an ApiError', async () => {
    fetchMock.mockResolvedValueOnce(
      respond({ type: 'error', code: 'insufficient_balance', message: 'Insufficient balance' }),
    );
    const error = await api.post('/user/Transfer').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'insufficient_balance',
      message: 'Insufficient balance',
      type: 'error',
    });
    expect(showToast).toHaveBeenCalledWith('Insufficient balance');
  });

  it('reads the envelope of a non-200 answer (rate limit)', async () => {
    fetchMock.mockResolvedValueOnce(
      respond({ type: 'error', code: 'rate_limited', message: 'Too many requests' }, 429),
    );
    await expect(api.post('/sms_send')).rejects.toMatchObject({
      code: 'rate_limited',
      status: 429,
    });
  });

  it('stays quiet when the caller asks for silence', async () => {
    fetchMock.mockResolvedValueOnce(
      respond({ type: 'error', code: 'not_found', message: 'Not found' }),
    );
    await expect(api.get('/news/detail', { id: 1 }, { silent: true })).rejects.toMatchObject({
      code: 'not_found',
    });
    expect(showToast).not.toHaveBeenCalled();
  });

  it('type 999: toasts, clears token and user, and goes to begin after 1.2 s', async () => {
    vi.useFakeTimers();
    useAppStore.getState().setSession('tok-old', { account: 'alice' });
    fetchMock.mockResolvedValueOnce(
      respond({ type: '999', code: 'not_logged_in', message: 'Please log in first' }),
    );
    await expect(api.get('/user/info')).rejects.toMatchObject({ type: '999' });
    expect(showToast).toHaveBeenCalledWith('Please log in first');
    expect(useAppStore.getState().token).toBeNull();
    expect(useAppStore.getState().user).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    await vi.advanceTimersByTimeAsync(1199);
    expect(window.location.hash).not.toBe('#/pages/common/begin');
    await vi.advanceTimersByTimeAsync(1);
    expect(window.location.hash).toBe('#/pages/common/begin');
  });

  it('type 998: toasts and goes to identity verification after 1.2 s, keeping the session', async () => {
    vi.useFakeTimers();
    useAppStore.getState().setSession('tok-kyc');
    fetchMock.mockResolvedValueOnce(
      respond({ type: '998', code: 'kyc_required', message: 'Verify first' }),
    );
    await expect(api.post('/wallet/out')).rejects.toMatchObject({
      type: '998',
      code: 'kyc_required',
    });
    expect(showToast).toHaveBeenCalledWith('Verify first');
    await vi.advanceTimersByTimeAsync(1200);
    expect(window.location.hash).toBe('#/pages/setting/real');
    expect(useAppStore.getState().token).toBe('tok-kyc');
  });

  it('a network failure shows the translated network message', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(api.get('/menu')).rejects.toMatchObject({
      type: 'network',
      code: 'network_error',
    });
    expect(showToast).toHaveBeenCalledWith('Network error, please check your connection');
  });

  it('gives up after 60 s with the translated timeout message', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementationOnce(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    );
    const pending = api.get('/faq').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    expect(await pending).toMatchObject({ code: 'timeout', type: 'network' });
    expect(showToast).toHaveBeenCalledWith('The request timed out, please try again');
  });

  it('an answer that is not an envelope fails with the generic message', async () => {
    fetchMock.mockResolvedValueOnce(respond('<html>bad gateway</html>', 502));
    await expect(api.get('/menu')).rejects.toMatchObject({ code: 'bad_response', status: 502 });
  });

  it('an answer that does not match its contract fails with the generic message', async () => {
    const endpoint: Endpoint<z.ZodObject, z.ZodObject<{ id: z.ZodNumber }>> = {
      method: 'POST',
      path: '/api/user/info',
      auth: 'user',
      input: z.object({}),
      output: z.object({ id: z.number() }),
    };
    const complaint = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockResolvedValueOnce(respond({ type: 'ok', message: { id: 'seven' } }));
    const error = await api.call(endpoint).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'bad_response',
      message: 'Something went wrong, please try again later',
    });
    expect(showToast).toHaveBeenCalledWith('Something went wrong, please try again later');
    // Quiet when asked, as any other failure.
    vi.mocked(showToast).mockClear();
    fetchMock.mockResolvedValueOnce(respond({ type: 'ok', message: { id: 'seven' } }));
    await expect(api.call(endpoint, {}, { silent: true })).rejects.toMatchObject({
      code: 'bad_response',
    });
    expect(showToast).not.toHaveBeenCalled();
    fetchMock.mockResolvedValueOnce(respond({ type: 'ok', message: { id: 7 } }));
    await expect(api.call(endpoint)).resolves.toEqual({ id: 7 });
    expect(complaint).toHaveBeenCalledTimes(2);
    complaint.mockRestore();
  });
});

describe('loading indicator', () => {
  const resolveAfter = (ms: number) => () =>
    new Promise<FakeResponse>((resolve) =>
      setTimeout(() => resolve(respond({ type: 'ok', message: null })), ms),
    );

  it('does not appear for a request faster than 800 ms', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementationOnce(resolveAfter(LOADING_DELAY_MS - 100));
    const pending = api.get('/menu');
    await vi.advanceTimersByTimeAsync(LOADING_DELAY_MS);
    await pending;
    expect(showLoading).not.toHaveBeenCalled();
  });

  it('appears once a request passes 800 ms and hides when it ends', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementationOnce(resolveAfter(1500));
    const pending = api.get('/menu');
    await vi.advanceTimersByTimeAsync(LOADING_DELAY_MS - 1);
    expect(showLoading).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(showLoading).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(700);
    await pending;
    expect(hideLoading).toHaveBeenCalledTimes(1);
  });

  it('shows one indicator for several slow requests and can be turned off per call', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(resolveAfter(1000));
    const all = Promise.all([
      api.get('/a'),
      api.get('/b'),
      api.get('/c', undefined, { loading: false }),
    ]);
    await vi.advanceTimersByTimeAsync(1000);
    await all;
    expect(showLoading).toHaveBeenCalledTimes(1);
    expect(hideLoading).toHaveBeenCalledTimes(1);
  });
});
