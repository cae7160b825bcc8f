import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createTestApp, type TestApp } from '../../test/harness';

describe('test clock', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('has no routes without TEST_CLOCK', async () => {
    t = await createTestApp();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/dev/clock',
      payload: { advance_seconds: 60 },
    });
    expect(res.json()).toMatchObject({ type: 'error', code: 'not_found' });
  });

  it('moves business time and runs the jobs at the new time', async () => {
    t = await createTestApp({ testClock: true });
    const before = t.app.clock.nowSeconds();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/dev/clock',
      payload: { advance_seconds: 86_400 },
      remoteAddress: '127.0.0.1',
    });
    const body = res.json() as { message: { now: number; runs: Record<string, string> } };
    expect(body.message.now - before).toBeGreaterThanOrEqual(86_400);
    expect(Object.keys(body.message.runs)).toContain('lever.overnight');
  });

  it('answers only this machine', async () => {
    t = await createTestApp({ testClock: true });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/dev/clock',
      payload: { advance_seconds: 60 },
      remoteAddress: '10.0.0.2',
    });
    expect(res.json()).toMatchObject({ type: 'error', code: 'not_found' });
    expect(t.app.clock.nowMs() - Date.now()).toBeLessThan(1000);
  });

  it('is refused in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', TEST_CLOCK: '1' })).toThrow(/TEST_CLOCK/);
  });
});
