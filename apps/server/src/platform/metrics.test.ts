import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect } from 'socket.io-client';
import { Secret } from '../config';
import { systemAccount, userAccount } from '../ledger/accounts';
import { postJournal } from '../ledger/ledger';
import { call, createTestApp, createUserWithSession, type TestApp } from '../test/harness';
import { createChainApp, startTestChain } from '../test/chain';

const TOKEN = 'metrics-token-for-tests-0123456789';
const BTC = 1;
const USDT = 3;
const SYMBOL = 'BTC/USDT';

/** `name{labels} value` lines of a Prometheus text answer. */
function samples(text: string): Array<{ name: string; labels: string; value: number }> {
  return text
    .split('\n')
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => {
      const m = /^([a-zA-Z_:][\w:]*)(\{[^}]*\})? (\S+)$/.exec(l);
      if (!m) throw new Error(`not a sample line: ${l}`);
      return { name: m[1]!, labels: m[2] ?? '', value: Number(m[3]) };
    });
}
const value = (all: ReturnType<typeof samples>, name: string, labels = '') =>
  all.filter((s) => s.name === name && s.labels.includes(labels)).reduce((a, s) => a + s.value, 0);
const has = (all: ReturnType<typeof samples>, name: string) => all.some((s) => s.name === name);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    feed: 'script',
    metrics: { port: undefined, host: '127.0.0.1', token: new Secret(TOKEN) },
  });
  await t.app.services.market.start();
});
afterAll(async () => t?.close());

describe('/metrics on the main port', () => {
  it('is refused without the bearer token, and with a wrong one', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(none.statusCode).toBe(401);
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer nope' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).not.toContain('http_requests_total');
  });

  it('reports every family with sane values after requests, orders and a job', async () => {
    // Requests (one with an id in the path: the route pattern is the label, never the URL).
    for (let i = 0; i < 3; i++) await call(t.app, 'GET', '/api/health');
    await call(t.app, 'GET', '/api/getSetting/site_name');
    // Spot: a priced pair, an accepted order and a refused one.
    t.app.services.market.script!.push(SYMBOL, '96000', Date.now());
    await t.app.services.market.flush();
    await t.app.services.spot.run(SYMBOL, { maker: true });
    const user = await createUserWithSession(t.db);
    await t.db.tx(async (tx) => {
      const from = await systemAccount(tx, 'demo_faucet', USDT);
      const to = await userAccount(tx, user.userId, USDT, 2);
      await postJournal(
        tx,
        {
          key: 'metrics-test-fund',
          reason: 'demo_faucet',
          refType: 'test',
          refId: 1,
          actor: 'system:test',
        },
        [
          { accountId: from, bucket: 'available', amount: '-1000' },
          { accountId: to, bucket: 'available', amount: '1000' },
        ],
      );
    });
    const order = { legal_id: USDT, currency_id: BTC };
    const ok = await call(
      t.app,
      'POST',
      '/api/coin/trade',
      { ...order, type: 1, amount: '0.001', target_price: '90000' },
      { token: user.token },
    );
    expect(ok.body.type).toBe('ok');
    const refused = await call(
      t.app,
      'POST',
      '/api/coin/trade',
      { ...order, type: 1, amount: '5', target_price: '90000' },
      { token: user.token },
    );
    expect(refused.body.type).not.toBe('ok');
    // A scheduled job: the ledger check, whose outcome the ledger gauges report.
    expect(await t.app.scheduler.runOnce('ledger.check')).toBe('done');

    const res = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const all = samples(res.body);

    expect(value(all, 'http_requests_total', 'route="/api/health",method="GET",status="200"')).toBe(
      3,
    );
    expect(value(all, 'http_requests_total', 'route="/api/getSetting/:keyword"')).toBe(1);
    expect(all.some((s) => s.labels.includes('site_name'))).toBe(false);
    expect(value(all, 'http_request_duration_seconds_count', 'route="/api/health"')).toBe(3);
    expect(value(all, 'http_request_duration_seconds_sum', 'route="/api/health"')).toBeGreaterThan(
      0,
    );

    expect(value(all, 'spot_orders_total', 'result="accepted"')).toBe(1);
    expect(value(all, 'spot_orders_total', 'result="refused"')).toBe(1);
    expect(value(all, 'spot_match_batch_size_count')).toBeGreaterThan(0);
    expect(value(all, 'spot_match_batch_size_sum')).toBeGreaterThan(0);
    expect(value(all, 'spot_match_batch_seconds_count')).toBeGreaterThan(0);

    expect(value(all, 'job_runs_total', 'job="ledger.check",outcome="done"')).toBe(1);
    const lag = value(all, 'job_lag_seconds', 'job="ledger.check"');
    expect(lag).toBeGreaterThanOrEqual(0);
    expect(lag).toBeLessThan(60);
    expect(value(all, 'lease_owned', 'kind="job",key="ledger.check"')).toBe(1);
    expect(value(all, 'lease_owned', 'kind="spot_pair"')).toBeGreaterThanOrEqual(1);
    expect(res.body).toContain('# TYPE lease_takeovers_total counter');

    expect(value(all, 'ledger_check_ok')).toBe(1);
    const age = value(all, 'ledger_check_age_seconds');
    expect(age).toBeGreaterThanOrEqual(0);
    expect(age).toBeLessThan(60);

    expect(value(all, 'db_pool_total')).toBeGreaterThanOrEqual(1);
    expect(value(all, 'db_pool_idle')).toBeLessThanOrEqual(value(all, 'db_pool_total'));
    expect(value(all, 'db_pool_waiting')).toBeGreaterThanOrEqual(0);
    expect(has(all, 'socket_connections')).toBe(true);
    expect(value(all, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(has(all, 'process_cpu_user_seconds_total')).toBe(true);
    expect(res.body).toContain('# TYPE chain_watcher_lag_blocks gauge');
  });

  it('counts a job lease taken over from a node that left', async () => {
    // Another node held the lease and went away without handing it over: it ran out.
    await t.db.query(
      `INSERT INTO job_owners (job, node, expires_at) VALUES ('sessions.purge', 'gone-node', now() - interval '1 second')
       ON CONFLICT (job) DO UPDATE SET node = 'gone-node', expires_at = now() - interval '1 second'`,
    );
    await t.app.scheduler.runOnce('sessions.purge');
    const all = samples((await t.app.metrics.text()).body);
    expect(value(all, 'lease_takeovers_total', 'kind="job"')).toBe(1);
  });
});

describe('/metrics on a port of its own', () => {
  it('serves the metrics there only, and counts the sockets open on the node', async () => {
    const other = await createTestApp({
      feed: 'script',
      metrics: { port: 0, host: '127.0.0.1', token: new Secret(TOKEN) },
    });
    try {
      await other.app.listen({ host: '127.0.0.1', port: 0 });
      const address = other.app.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      // With a metrics port the main port never answers them, token or not.
      const main = await fetch(`http://127.0.0.1:${port}/metrics`, {
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(main.status).toBe(404);

      const socket = connect(`http://127.0.0.1:${port}`, { transports: ['websocket'] });
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      try {
        expect(other.app.metricsPort).toBeGreaterThan(0);
        const res = await fetch(`http://127.0.0.1:${other.app.metricsPort}/metrics`);
        expect(res.status).toBe(200);
        const all = samples(await res.text());
        expect(value(all, 'socket_connections')).toBe(1);
        expect(has(all, 'db_pool_total')).toBe(true);
      } finally {
        socket.disconnect();
      }
    } finally {
      await other.close();
    }
  });

  it('is not served at all without a port or a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(401);
    const bare = await createTestApp({ feed: 'script' });
    try {
      const r = await bare.app.inject({ method: 'GET', url: '/metrics' });
      expect(r.statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });
});

describe('chain_watcher_lag_blocks', () => {
  it("is the chain head minus the deposit watcher's cursor, per watched chain", async () => {
    const chain = await startTestChain();
    try {
      const c = await createChainApp(chain);
      try {
        await chain.mine(5);
        const head = Number(await chain.test.getBlockNumber());
        const { rows } = await c.db.query<{ number: number }>(
          'SELECT number FROM chain_cursors WHERE chain = $1',
          ['ERC20'],
        );
        const cursor = rows[0]?.number ?? 0;
        expect(head - cursor).toBeGreaterThanOrEqual(5);
        const all = samples((await c.app.metrics.text()).body);
        expect(all.filter((s) => s.name === 'chain_watcher_lag_blocks')).toEqual([
          { name: 'chain_watcher_lag_blocks', labels: '{chain="ERC20"}', value: head - cursor },
        ]);
      } finally {
        await c.close();
      }
    } finally {
      await chain.stop();
    }
  });
});
