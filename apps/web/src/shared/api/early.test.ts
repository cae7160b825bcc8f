import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../i18n/i18n';
import { useAppStore } from '../store/app-store';
import { request } from './client';
import { EARLY_BANNERS, takeEarlyResponse } from './early';

vi.mock('../ui/feedback', () => ({
  TOAST_DURATION_MS: 1500,
  showToast: vi.fn(),
  showLoading: vi.fn(),
  hideLoading: vi.fn(),
}));

type EarlyWindow = { __tmEarly?: Record<string, Promise<Response>> };
const earlyWindow = window as EarlyWindow;

const envelope = (message: unknown, status = 200) =>
  new Response(JSON.stringify({ type: 'ok', message }), { status });

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(() => {
  useAppStore.setState({ token: null, user: null, lang: 'en' });
});

afterEach(() => {
  delete earlyWindow.__tmEarly;
  vi.unstubAllGlobals();
});

describe('early responses', () => {
  it('the client takes a matching early response once instead of sending the request', async () => {
    const fetchMock = vi.fn(async () => envelope({ from: 'network' }));
    vi.stubGlobal('fetch', fetchMock);
    earlyWindow.__tmEarly = {
      [`POST /api/news/list ${EARLY_BANNERS.body}&lang=en`]: Promise.resolve(
        envelope({ from: 'shell' }),
      ),
    };
    const data = { c_id: 5, page: 1, limit: 10 };
    await expect(request('/news/list', { data })).resolves.toEqual({ from: 'shell' });
    expect(fetchMock).not.toHaveBeenCalled();
    await expect(request('/news/list', { data })).resolves.toEqual({ from: 'network' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a failed or different early request is sent again', async () => {
    const fetchMock = vi.fn(async () => envelope({ from: 'network' }));
    vi.stubGlobal('fetch', fetchMock);
    earlyWindow.__tmEarly = {
      [`POST /api/news/list ${EARLY_BANNERS.body}&lang=en`]: Promise.reject(
        new TypeError('offline'),
      ),
      [`POST /api/news/list c_id=4&page=1&limit=10&lang=en`]: Promise.resolve(envelope({}, 500)),
    };
    await expect(request('/news/list', { data: { c_id: 5, page: 1, limit: 10 } })).resolves.toEqual(
      { from: 'network' },
    );
    await expect(request('/news/list', { data: { c_id: 4, page: 1, limit: 10 } })).resolves.toEqual(
      { from: 'network' },
    );
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(takeEarlyResponse('POST', '/api/news/list', 'other')).toBeUndefined();
  });

  it('a GET the shell sent is filed under an empty body and taken with its query', async () => {
    const fetchMock = vi.fn(async () => envelope({ from: 'network' }));
    vi.stubGlobal('fetch', fetchMock);
    earlyWindow.__tmEarly = {
      ['GET /api/currency/quotation_new?lang=en ']: Promise.resolve(envelope({ from: 'shell' })),
    };
    await expect(request('/currency/quotation_new', { method: 'GET' })).resolves.toEqual({
      from: 'shell',
    });
    expect(fetchMock).not.toHaveBeenCalled();
    await expect(request('/currency/quotation_new', { method: 'GET' })).resolves.toEqual({
      from: 'network',
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
