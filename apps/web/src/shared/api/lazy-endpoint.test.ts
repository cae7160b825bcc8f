import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Endpoint } from '@tidemark/contracts';
import { initI18n } from '../i18n/i18n';
import { useAppStore } from '../store/app-store';
import { lazySchemas } from './lazy-schemas';
import { callLazy, lazyEndpoints } from './lazy-endpoint';

vi.mock('../ui/feedback', () => ({
  TOAST_DURATION_MS: 1500,
  showToast: vi.fn(),
  showLoading: vi.fn(),
  hideLoading: vi.fn(),
}));

describe('callLazy', () => {
  beforeAll(async () => {
    await initI18n('en');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const schemas = lazySchemas(async () => ({
    answer: { parse: (v: unknown) => (v as { n: number }).n * 2 },
  }));
  const doubled = lazyEndpoints(schemas)<Endpoint>('GET', '/api/test/double', (m) => m.answer);

  it('sends to the path with the method and resolves with the parsed answer', async () => {
    useAppStore.setState({ token: null, lang: 'en' });
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => ({
      status: 200,
      text: async () => JSON.stringify({ type: 'ok', message: { n: 21 } }),
    }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(callLazy(doubled, { page: 2 }, { silent: true })).resolves.toBe(42);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(init.method).toBe('GET');
    expect(new URL(url, 'http://localhost').pathname).toBe('/api/test/double');
    expect(new URL(url, 'http://localhost').searchParams.get('page')).toBe('2');
  });
});
