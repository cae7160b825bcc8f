import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_LOAD_TIMEOUT_MS, PageLoadTimeout, loadWithTimeout } from './load-page';

const Page = () => null;

describe('loadWithTimeout', () => {
  afterEach(() => vi.useRealTimers());

  it('resolves with the chunk’s default export', async () => {
    await expect(
      loadWithTimeout(async () => ({ default: Page }), PAGE_LOAD_TIMEOUT_MS),
    ).resolves.toBe(Page);
  });

  it('hands the page over in a task after the one that ran its chunk', async () => {
    vi.useFakeTimers();
    let settled = false;
    void loadWithTimeout(async () => ({ default: Page }), PAGE_LOAD_TIMEOUT_MS).then(
      () => (settled = true),
    );
    for (let i = 0; i < 10; i++) await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(true);
  });

  it('rejects when the chunk fails to load', async () => {
    const failing = () =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    await expect(loadWithTimeout(failing, PAGE_LOAD_TIMEOUT_MS)).rejects.toThrow(
      'dynamically imported',
    );
  });

  it('rejects a chunk that takes longer than 60 s', async () => {
    vi.useFakeTimers();
    const never = () => new Promise<{ default: typeof Page }>(() => undefined);
    let settled = false;
    const outcome = loadWithTimeout(never, PAGE_LOAD_TIMEOUT_MS).catch((e: unknown) => e);
    void outcome.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(PAGE_LOAD_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBeInstanceOf(PageLoadTimeout);
  });
});
