import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Alert, AlertFiredEvent } from '@tidemark/contracts';
import { call, createTestApp, createUserWithSession, type TestApp } from '../../test/harness';
import { accountModule } from '../account';
import { marketModule } from '../market';
import { messagesModule } from '../messages';
import { alertsModule } from '.';

let t: TestApp;
const events: Array<{ userId: number; event: string; payload: unknown }> = [];

beforeAll(async () => {
  t = await createTestApp(
    {},
    { modules: [accountModule, marketModule, messagesModule, alertsModule] },
  );
  const toUser = t.app.realtime.toUser;
  t.app.realtime.toUser = (userId, event, payload) => {
    events.push({ userId, event, payload });
    toUser(userId, event, payload);
  };
});
afterAll(async () => t?.close());

let lastTickMs = 0;
/** The default `alert_repeat_cooldown_seconds` (migration 0033). */
const COOLDOWN_MS = 300_000;
/** A recorded BTC/USDT price (instrument 1) just after the previous one. */
async function price(p: string): Promise<number> {
  lastTickMs = Math.max(lastTickMs + 1, t.app.clock.nowMs());
  await t.db.query('INSERT INTO ticks (instrument_id, ts, price) VALUES (1, $1, $2)', [
    lastTickMs,
    p,
  ]);
  return lastTickMs;
}
const evaluate = () => t.app.services.alerts.evaluate();

async function ok<T = Alert>(url: string, data: Record<string, unknown>, token: string) {
  const r = await call(t.app, 'POST', url, data, { token });
  expect(r.body.type, `${url} ${JSON.stringify(r.body)}`).toBe('ok');
  return r.body.message as T;
}
const add = (token: string, direction: 'above' | 'below', target: string, repeat = false) =>
  ok('/api/alert/add', { symbol: 'BTC/USDT', direction, price: target, repeat }, token);
const listOf = async (token: string) =>
  (await ok<{ data: Alert[] }>('/api/alert/list', {}, token)).data;
const alertOf = async (token: string, id: number) => (await listOf(token)).find((a) => a.id === id);

async function messagesOf(userId: number) {
  const { rows } = await t.db.query<{ kind: string; params: Record<string, string> }>(
    `SELECT kind, params FROM messages WHERE user_id = $1 AND kind = 'price_alert' ORDER BY id`,
    [userId],
  );
  return rows;
}
const firedTo = (userId: number) =>
  events
    .filter((e) => e.userId === userId && e.event === 'price_alert')
    .map((e) => e.payload as AlertFiredEvent);

describe('price alerts', () => {
  it('fires once when the price rises to the target, with a message and a socket event', async () => {
    const u = await createUserWithSession(t.db);
    await price('100');
    const a = await add(u.token, 'above', '110');
    expect(a).toMatchObject({
      symbol: 'BTC/USDT',
      direction: 'above',
      price: '110',
      status: 'active',
    });
    await price('105');
    await evaluate();
    expect(await messagesOf(u.userId)).toHaveLength(0);
    const crossing = await price('110.5');
    await evaluate();
    expect(await messagesOf(u.userId)).toEqual([
      { kind: 'price_alert', params: { symbol: 'BTC/USDT', price: '110.5', target: '110' } },
    ]);
    expect(firedTo(u.userId)).toEqual([
      {
        id: a.id,
        symbol: 'BTC/USDT',
        direction: 'above',
        price: '110',
        last_price: '110.5',
        tick_ms: crossing,
      },
    ]);
    expect(await alertOf(u.token, a.id)).toMatchObject({
      status: 'fired',
      fired_count: 1,
      fired_price: '110.5',
    });
    // Further ticks beyond the target and re-evaluation fire nothing more.
    await price('90');
    await price('120');
    await evaluate();
    await evaluate();
    expect(await messagesOf(u.userId)).toHaveLength(1);
    expect(firedTo(u.userId)).toHaveLength(1);
  });

  it('fires when the price falls exactly to the target', async () => {
    const u = await createUserWithSession(t.db);
    await price('100');
    const a = await add(u.token, 'below', '95');
    await price('95.01');
    await evaluate();
    expect(await messagesOf(u.userId)).toHaveLength(0);
    await price('95');
    await evaluate();
    expect(await messagesOf(u.userId)).toHaveLength(1);
    expect((await alertOf(u.token, a.id))!.fired_price).toBe('95');
  });

  it('fires on a gap straight through the target, at the tick that crossed it', async () => {
    const u = await createUserWithSession(t.db);
    await price('100');
    const a = await add(u.token, 'above', '101');
    await price('150');
    await price('99');
    await evaluate();
    expect((await messagesOf(u.userId)).map((m) => m.params.price)).toEqual(['150']);
    expect(await alertOf(u.token, a.id)).toMatchObject({ status: 'fired', fired_price: '150' });
  });

  it('a repeating alert fires at each new crossing, never twice while the price stays beyond', async () => {
    const u = await createUserWithSession(t.db);
    await price('100');
    const a = await add(u.token, 'below', '90', true);
    await price('89');
    await price('85');
    await evaluate();
    await price('88');
    await evaluate();
    expect((await messagesOf(u.userId)).map((m) => m.params.price)).toEqual(['89']);
    await price('91');
    lastTickMs += COOLDOWN_MS;
    await price('90');
    await evaluate();
    expect((await messagesOf(u.userId)).map((m) => m.params.price)).toEqual(['89', '90']);
    expect(await alertOf(u.token, a.id)).toMatchObject({ status: 'active', fired_count: 2 });
  });

  it('a repeating alert passes over a crossing within the cooldown, and fires at the next crossing after it', async () => {
    const u = await createUserWithSession(t.db);
    await price('100');
    const a = await add(u.token, 'above', '110', true);
    const first = await price('111');
    await price('109');
    await price('112');
    await evaluate();
    await price('108');
    lastTickMs = first + COOLDOWN_MS - 10;
    await price('113');
    await evaluate();
    expect((await messagesOf(u.userId)).map((m) => m.params.price)).toEqual(['111']);
    await price('114');
    lastTickMs = first + COOLDOWN_MS;
    await price('115');
    await evaluate();
    expect((await messagesOf(u.userId)).map((m) => m.params.price)).toEqual(['111']);
    await price('107');
    await price('116');
    await evaluate();
    expect((await messagesOf(u.userId)).map((m) => m.params.price)).toEqual(['111', '116']);
    expect(await alertOf(u.token, a.id)).toMatchObject({ status: 'active', fired_count: 2 });
  });

  it('fires exactly once when evaluations run at the same time', async () => {
    const u = await createUserWithSession(t.db);
    await price('100');
    await add(u.token, 'above', '130');
    await price('131');
    const runs = await Promise.all([evaluate(), evaluate(), evaluate()]);
    expect(await messagesOf(u.userId)).toHaveLength(1);
    expect(firedTo(u.userId)).toHaveLength(1);
    expect(runs.map((r) => r.fired).sort()).toEqual([0, 0, 1]);
  });

  it('evaluates after each committed batch of the market feed (the same hook as the risk engines)', async () => {
    const u = await createUserWithSession(t.db);
    const market = t.app.services.market;
    await price('100');
    const a = await add(u.token, 'above', '140');
    lastTickMs += 1000;
    market.ingest({ symbol: 'BTC/USDT', price: '141', ts: lastTickMs, volume: '1' });
    await market.flush();
    await vi.waitFor(async () => expect(await messagesOf(u.userId)).toHaveLength(1), {
      timeout: 10_000,
    });
    expect(await alertOf(u.token, a.id)).toMatchObject({ status: 'fired', fired_price: '141' });
  });

  it('writes an unchanged alert only once a minute of ticks has passed, and still fires from the ticks between', async () => {
    const u = await createUserWithSession(t.db);
    await price('100');
    const a = await add(u.token, 'above', '1000');
    const checked = async () =>
      Number(
        (
          await t.db.query<{ c: string }>(
            'SELECT checked_ms AS c FROM price_alerts WHERE id = $1',
            [a.id],
          )
        ).rows[0]!.c,
      );
    const start = await checked();
    await price('101');
    await evaluate();
    expect(await checked()).toBe(start);
    lastTickMs += 60_000;
    const later = await price('102');
    await evaluate();
    expect(await checked()).toBe(later);
    await price('103');
    await evaluate();
    const crossing = await price('1000');
    await evaluate();
    expect(await checked()).toBe(crossing);
    expect((await messagesOf(u.userId)).map((m) => m.params.price)).toEqual(['1000']);
  });

  it('refuses a target the price is already at or beyond, unknown pairs, bad input, and more than the limit', async () => {
    const u = await createUserWithSession(t.db);
    await price('100');
    const bad = async (data: Record<string, unknown>, code: string) => {
      const r = await call(t.app, 'POST', '/api/alert/add', data, { token: u.token, lang: 'fra' });
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({ type: 'error', code });
      return r.body;
    };
    const atTarget = await bad(
      { symbol: 'BTC/USDT', direction: 'above', price: '100' },
      'alert_target_above_needed',
    );
    expect(atTarget.message).toContain('choisissez un prix plus haut');
    await bad(
      { symbol: 'BTC/USDT', direction: 'below', price: '100.5' },
      'alert_target_below_needed',
    );
    await bad({ symbol: 'NOPE/USDT', direction: 'below', price: '1' }, 'alert_pair_invalid');
    await bad({ symbol: 'BTC/USDT', direction: 'sideways', price: '1' }, 'validation_failed');
    await bad({ symbol: 'BTC/USDT', direction: 'below', price: '-1' }, 'validation_failed');
    await bad({ symbol: 'BTC/USDT', direction: 'below', price: '1e3' }, 'validation_failed');
    // More integer digits than the target column holds is refused, not a 500.
    await bad(
      { symbol: 'BTC/USDT', direction: 'above', price: `1${'0'.repeat(30)}` },
      'validation_failed',
    );
    expect(await listOf(u.token)).toEqual([]);

    await t.db.query(`UPDATE settings SET value = '3' WHERE key = 'alert_max_active'`);
    try {
      await Promise.all(
        [1, 2, 3, 4, 5].map((i) =>
          call(
            t.app,
            'POST',
            '/api/alert/add',
            { symbol: 'BTC/USDT', direction: 'above', price: `${200 + i}` },
            { token: u.token },
          ),
        ),
      );
      expect((await listOf(u.token)).filter((a) => a.status === 'active')).toHaveLength(3);
      await bad({ symbol: 'BTC/USDT', direction: 'above', price: '300' }, 'alert_limit_reached');
      await ok('/api/alert/delete', { id: (await listOf(u.token))[0]!.id }, u.token);
      await add(u.token, 'above', '300');
      // Fired one-time alerts no longer count: two fire at 250, the one at 300 stays.
      await price('250');
      await evaluate();
      await price('100');
      expect((await listOf(u.token)).map((a) => a.status).sort()).toEqual([
        'active',
        'fired',
        'fired',
      ]);
      await add(u.token, 'above', '301');
      await add(u.token, 'above', '302');
      await bad({ symbol: 'BTC/USDT', direction: 'above', price: '303' }, 'alert_limit_reached');
    } finally {
      await t.db.query(`UPDATE settings SET value = '20' WHERE key = 'alert_max_active'`);
    }
  });

  it('another user never sees or deletes your alerts', async () => {
    const owner = await createUserWithSession(t.db);
    const other = await createUserWithSession(t.db);
    await price('100');
    const a = await add(owner.token, 'above', '500');
    expect(await listOf(other.token)).toEqual([]);
    const r = await call(t.app, 'POST', '/api/alert/delete', { id: a.id }, { token: other.token });
    expect(r.body).toMatchObject({ type: 'error', code: 'alert_not_found' });
    expect(await alertOf(owner.token, a.id)).toMatchObject({ status: 'active' });
    const anon = await call(t.app, 'POST', '/api/alert/list', {});
    expect(anon.body.type).not.toBe('ok');
    await ok('/api/alert/delete', { id: a.id }, owner.token);
    expect(await listOf(owner.token)).toEqual([]);
    // The list filters by pair.
    await add(owner.token, 'below', '50');
    const byPair = await ok<{ data: Alert[] }>(
      '/api/alert/list',
      { symbol: 'ETH/USDT' },
      owner.token,
    );
    expect(byPair.data).toEqual([]);
  });
});
