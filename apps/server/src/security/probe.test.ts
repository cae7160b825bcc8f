import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { SOCKET_EVENTS, SOCKET_PATH } from '@tidemark/contracts';
import { call, createUserWithSession, type TestApp } from '../test/harness';
import { liveOperatorToken } from '../test/accounts';
import { checkLedger } from '../ledger/invariants';
import { createSession } from '../platform/sessions';
import { routeKey, unrecordedApiRoutes, type ProbedRoute } from '../test/probe/routes';
import { startProbe } from '../test/probe/setup';
import { snapshotDiff, snapshotUser, type Victim } from '../test/probe/victim';
import {
  edgeCases,
  fieldsOf,
  fuzzCases,
  isEnvelope,
  isIdField,
  judge,
  parse,
  plainRequest,
  sampleInput,
  send,
  type Finding,
} from '../test/probe/fuzz';
import { isKnown, knownReport } from '../test/probe/known';

/**
 * The route probe as part of the suite: every route the app registers (read from the
 * app, not listed here) is called anonymous, with a garbage token, with the wrong kind of
 * token and as another user against a seeded victim's ids, then fuzzed from its zod input.
 * Each answer must be the right refusal or an envelope, never a 5xx; the victim's rows and
 * the ledger check must be the same at the end. A bounded run (fixed seed): the soak
 * (`npm run soak -- fuzz`) sends 100,000.
 */
const FUZZ_SEED = 20261124;
const FUZZ_PER_ROUTE = 12;

let t: TestApp;
let routes: ProbedRoute[];
let op: string;
let victim: Victim;
let attackerId: number;
let before: Record<string, string[]>;
const findings: Finding[] = [];

beforeAll(async () => {
  ({ t, routes, op, victim, before } = await startProbe());
  attackerId = (await createUserWithSession(t.db, { kycLevel: 1 })).userId;
}, 120_000);
afterAll(async () => t?.close());

/** A fresh session per request: a route that logs out or revokes must not blind the rest. */
const attackerToken = () =>
  createSession(t.db, attackerId, { ip: '203.0.113.7', userAgent: 'probe', ttlDays: 1 });

const GARBAGE_TOKENS = ['garbage', 'Bearer ' + 'x'.repeat(43), '\u0000', 'null', 'undefined'];

/** Does an answer carry the victim: one of its marker strings, or a row with its user_id? */
function leaksVictim(text: string, value: unknown): string | null {
  for (const m of victim.markers) if (text.includes(m)) return `marker ${m}`;
  const seen = (v: unknown): boolean => {
    if (Array.isArray(v)) return v.some(seen);
    if (v && typeof v === 'object') {
      const o = v as Record<string, unknown>;
      if (o.user_id === victim.userId || o.uid === victim.userId) return true;
      return Object.values(o).some(seen);
    }
    return false;
  };
  return seen(value) ? 'a row with the victim’s user_id' : null;
}

const carries = (v: unknown, id: number): boolean =>
  v === id ||
  v === String(id) ||
  (Array.isArray(v)
    ? v.some((x) => carries(x, id))
    : v !== null && typeof v === 'object' && Object.values(v).some((x) => carries(x, id)));

describe('the probe of every route', () => {
  it('reads the route list from the app, and no /api route escapes it', () => {
    expect(routes.length).toBeGreaterThan(100);
    expect(unrecordedApiRoutes(t.app, routes)).toEqual([]);
    // The seeded victim has something in every area the probe is about.
    expect(victim.missing).toEqual([]);
  });

  it('refuses every user, kyc and operator route without the right kind of token', async () => {
    const wrong: string[] = [];
    const user = await attackerToken();
    const unverified = (await createUserWithSession(t.db, { kycLevel: 0 })).token;
    for (const route of routes) {
      if (route.auth === 'public') continue;
      // Raw routes serve files and check tokens themselves: only the two file routes are private.
      if (route.auth === 'raw' && !/^\/(api\/admin\/)?uploads\//.test(route.url)) continue;
      const data = sampleInput(route);
      // [who, token, the answer type that refuses them]
      const tries: Array<[string, string | undefined, string]> = [
        ['anonymous', undefined, '999'],
        ...GARBAGE_TOKENS.map((g): [string, string, string] => [
          `garbage ${JSON.stringify(g.slice(0, 10))}`,
          g,
          '999',
        ]),
      ];
      if (route.auth === 'operator') tries.push(['user token', user, '999']);
      else if (route.auth !== 'raw') tries.push(['operator token', op, '999']);
      else if (route.url.startsWith('/api/admin')) tries.push(['user token', user, '999']);
      if (route.auth === 'kyc') tries.push(['unverified user', unverified, '998']);
      for (const [who, token, type] of tries) {
        // File routes get the name of one of the victim's uploads (a deposit voucher).
        const req = plainRequest(route, data, token, await victimUpload());
        const res = await send(t.app, req);
        const body = parse(res);
        const refused =
          route.auth === 'raw'
            ? isEnvelope(body) && body!.type !== 'ok'
            : res.statusCode < 500 &&
              body?.type === type &&
              (route.auth !== 'operator' || body.code === 'not_logged_in');
        if (!refused)
          wrong.push(`${routeKey(route)} as ${who}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('never shows another user the victim’s rows, whichever of its ids is asked for', async () => {
    const leaks: string[] = [];
    for (const route of routes) {
      if (route.auth !== 'user' && route.auth !== 'kyc' && route.auth !== 'raw') continue;
      const base = sampleInput(route);
      const idFields = Object.keys(fieldsOf(route.input)).filter(isIdField);
      const variants: Array<[Record<string, unknown>, number | null]> = [
        [base, null],
        [{ ...base, user_id: victim.userId }, null],
      ];
      for (const id of victim.ids)
        for (const f of idFields)
          variants.push([{ ...base, [f]: id }, id], [{ ...base, [f]: String(id) }, id]);
      for (const [data, askedId] of variants) {
        const req = plainRequest(route, data, await attackerToken(), await victimUpload());
        const res = await send(t.app, req);
        const body = parse(res);
        if (route.auth === 'raw') {
          if (
            route.url.includes(':') &&
            res.statusCode === 200 &&
            !(isEnvelope(body) && body!.type !== 'ok')
          )
            leaks.push(`${routeKey(route)} served the victim’s file ${req.url}`);
          continue;
        }
        // An answer that carries the very id asked for is the victim's record (the attacker
        // owns none of these ids: the victim's rows were made first, in their own id range).
        const leak =
          body?.type === 'ok'
            ? (leaksVictim(res.body, body.message) ??
              (askedId !== null && carries(body.message, askedId) ? `its record ${askedId}` : null))
            : null;
        if (leak) leaks.push(`${routeKey(route)} ${JSON.stringify(data)}: ${leak}`);
        const f = judge(route, req, res);
        if (f) findings.push(f);
      }
    }
    expect(leaks).toEqual([]);
  }, 120_000);

  it('answers malformed input on every route with an envelope, never a 5xx', async () => {
    const fuzzerId = (await createUserWithSession(t.db, { kycLevel: 1 })).userId;
    const victimIds = new Set(victim.ids.map(String));
    let sent = 0;
    for (const [i, route] of routes.entries()) {
      // Sign out ends the session it is called with: each route given `op` gets a live one.
      if (route.auth === 'operator' || route.url.startsWith('/api/admin/'))
        op = await liveOperatorToken(t.app, op);
      const token =
        route.auth === 'operator' || route.url.startsWith('/api/admin/')
          ? op
          : route.auth === 'public' || route.auth === 'raw'
            ? undefined
            : await createSession(t.db, fuzzerId, {
                ip: '203.0.113.8',
                userAgent: 'fuzz',
                ttlDays: 1,
              });
      for (const req of [
        ...edgeCases(route, token),
        ...fuzzCases(route, token, FUZZ_SEED + i, FUZZ_PER_ROUTE),
      ]) {
        // An operator may legitimately act on the victim's requests: keep its fuzz off them.
        if (
          route.auth === 'operator' &&
          [...victimIds].some((id) =>
            new RegExp(`(^|[^0-9])${id}([^0-9]|$)`).test(String(req.payload ?? req.url)),
          )
        )
          continue;
        const res = await send(t.app, req);
        sent += 1;
        const f = judge(route, req, res);
        if (f) findings.push(f);
      }
    }
    const unexpected = findings.filter((f) => !isKnown(f));
    const known = findings.length - unexpected.length;
    if (known)
      console.info(
        [
          `probe: ${sent} fuzz requests, ${known} findings known until merged:`,
          ...knownReport(findings),
        ].join('\n  '),
      );
    // Nothing polluted Object.prototype on the way.
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(
      unexpected.map(
        (f) =>
          `${f.kind} ${f.status} ${f.route} [${f.features.join(',')}] ${f.request} → ${f.answer}`,
      ),
    ).toEqual([]);
  }, 300_000);

  it('leaves the victim’s rows and the ledger check as they were', async () => {
    expect(snapshotDiff(before, await snapshotUser(t.db, victim.userId))).toEqual([]);
    expect(await checkLedger(t.db)).toEqual([]);
  });
});

let uploadName: string | undefined;
async function victimUpload(): Promise<string> {
  if (uploadName) return uploadName;
  const { rows } = await t.db.query<Record<string, unknown>>(
    `SELECT * FROM uploads WHERE user_id = $1`,
    [victim.userId],
  );
  const row = rows[0] ?? {};
  uploadName = String(row.name ?? row.file_name ?? row.stored_name ?? row.filename ?? 'probe.png');
  return uploadName;
}

describe('the probe of socket rooms', () => {
  const sockets: Socket[] = [];
  afterAll(() => {
    for (const s of sockets) s.close();
  });

  it('lets no private event of the victim reach anyone else, whatever they subscribe to', async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no address');
    const base = `http://127.0.0.1:${address.port}`;
    const open = (token?: string) =>
      new Promise<Socket>((resolve, reject) => {
        const socket = connect(base, {
          path: SOCKET_PATH,
          transports: ['websocket'],
          auth: token ? { token } : {},
          reconnection: false,
        });
        sockets.push(socket);
        socket.once('connect', () => resolve(socket));
        socket.once('connect_error', reject);
      });
    const { rows } = await t.db.query<{ id: number }>(
      'SELECT id FROM sessions WHERE user_id = $1',
      [victim.userId],
    );
    const victimSocket = await open(victim.token);
    const intruders = [
      await open(),
      await open('garbage'),
      await open(await attackerToken()),
      await open((op = await liveOperatorToken(t.app, op))),
    ];
    const victimRooms = [`user:${victim.userId}`, ...rows.map((r) => `session:${r.id}`)];
    const tries: unknown[] = [
      victimRooms,
      ...victimRooms,
      victimRooms.map((r) => ` ${r}`),
      victimRooms.map((r) => r.toUpperCase()),
      [
        `user:${victim.userId}\u0000`,
        `market\nuser:${victim.userId}`,
        `depth:BTC/USDT\u0000user:${victim.userId}`,
      ],
      { 0: `user:${victim.userId}`, length: 1 },
      [{ toString: `user:${victim.userId}` }],
      [
        '__proto__',
        'constructor',
        `user:${String(victim.userId).padStart(3, '0')}`,
        `user:${victim.userId}.0`,
      ],
    ];
    const got: string[] = [];
    for (const [i, s] of intruders.entries()) {
      s.onAny((event: string, payload: unknown) => {
        if (event !== SOCKET_EVENTS.sessionEnded)
          got.push(`intruder ${i} got ${event} ${JSON.stringify(payload)}`);
      });
      for (const rooms of tries) {
        const ack = (await s.timeout(1000).emitWithAck(SOCKET_EVENTS.sub, rooms)) as {
          joined: string[];
        };
        expect(
          ack.joined.filter((r) => !/^(market|ticker:|kline:|depth:|trades:)/.test(r)),
        ).toEqual([]);
      }
    }
    const victimGot: string[] = [];
    victimSocket.onAny((event: string) => victimGot.push(event));
    // A real private event (the victim's own transfer) and one sent straight to its room.
    const moved = await call(
      t.app,
      'POST',
      '/api/wallet/change',
      { currency_id: 3, number: '1', from_field: 'change', to_field: 'lever' },
      { token: victim.token, form: true },
    );
    expect(moved.body.type).toBe('ok');
    t.app.realtime.toUser(victim.userId, SOCKET_EVENTS.message, { probe: true });
    await new Promise((r) => setTimeout(r, 600));
    expect(victimGot).toEqual(
      expect.arrayContaining([SOCKET_EVENTS.balance, SOCKET_EVENTS.message]),
    );
    expect(got).toEqual([]);
  });

  it('answers over-long and badly encoded URLs on the wire with an envelope', async () => {
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no address');
    const bad: string[] = [];
    for (const path of [
      `/api/currency/list?pad=${'a'.repeat(20_000)}`,
      '/api/currency/list?x=%zz',
      '/api/%zz',
      '/api/nope',
      '/uploads/a%00.png',
    ]) {
      const res = await fetch(`http://127.0.0.1:${address.port}${path}`);
      const text = await res.text();
      let body: unknown = null;
      try {
        body = JSON.parse(text);
      } catch {
        // not JSON: reported below
      }
      const envelope = isEnvelope(body as never);
      if (res.status >= 500 || !envelope || (res.status === 404 && path.startsWith('/api/')))
        bad.push(`${res.status} ${path.slice(0, 40)} → ${text.slice(0, 80)}`);
    }
    expect(bad).toEqual([]);
  });
});
