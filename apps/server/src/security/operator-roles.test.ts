import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OPERATOR_ROLES,
  ROLE_PERMISSIONS,
  roleAllows,
  type OperatorPermission,
  type OperatorRole,
} from '@tidemark/contracts';
import { createTestApp, createUserWithSession, type TestApp } from '../test/harness';
import { liveOperatorToken, operatorToken } from '../test/accounts';
import { recordingModules, routeKey, type ProbedRoute } from '../test/probe/routes';
import { fuzzCases, parse, plainRequest, sampleInput, send } from '../test/probe/fuzz';

/**
 * Every operator route (read from the app, not listed here) declares a permission;
 * an operator whose role holds it gets past the check, one whose role lacks it is refused with
 * 403 before the input is even read, and a user token never opens it. Then every operator
 * route is called as an admin with sample and fuzzed input while triggers watch the tables
 * that hold outcomes: no operator route may write a price, a tick, a candle, a trade, an
 * option result, a position's liquidation or a statistic.
 */
let t: TestApp;
let routes: ProbedRoute[];
const tokens = {} as Record<OperatorRole, string>;
let userToken: string;

beforeAll(async () => {
  routes = [];
  t = await createTestApp(
    { rateLimitPerMinute: 1_000_000_000 },
    { modules: recordingModules(routes) },
  );
  for (const role of OPERATOR_ROLES) tokens[role] = await operatorToken(t.app, role);
  userToken = (await createUserWithSession(t.db, { kycLevel: 2 })).token;
}, 120_000);
afterAll(async () => t?.close());

const operatorRoutes = () => routes.filter((r) => r.auth === 'operator');

/** A role that holds the permission, preferring the narrowest (admin holds everything). */
const allowedRole = (p: OperatorPermission): OperatorRole =>
  OPERATOR_ROLES.find((r) => r !== 'admin' && roleAllows(r, p)) ?? 'admin';
const refusedRole = (p: OperatorPermission): OperatorRole | undefined =>
  OPERATOR_ROLES.find((r) => !roleAllows(r, p));

describe('operator permissions on every operator route', () => {
  it('finds the operator routes, each with a permission', () => {
    expect(operatorRoutes().length).toBeGreaterThan(15);
    expect(
      operatorRoutes()
        .filter((r) => !r.permission)
        .map(routeKey),
    ).toEqual([]);
  });

  it('admin holds every permission; only the home page is open to every role', () => {
    for (const r of operatorRoutes()) {
      expect(roleAllows('admin', r.permission!)).toBe(true);
      if (r.permission !== 'console.home') expect(refusedRole(r.permission!)).toBeDefined();
    }
    expect(ROLE_PERMISSIONS.support).not.toContain('funds.review');
    expect(ROLE_PERMISSIONS.support).not.toContain('reports.read');
  });

  it('lets an allowed role through, refuses others with 403, and never takes a user token', async () => {
    const wrong: string[] = [];
    for (const route of operatorRoutes()) {
      // Sign out ends the session it is called with: the next route gets a live one.
      for (const role of OPERATOR_ROLES)
        tokens[role] = await liveOperatorToken(t.app, tokens[role], role);
      const p = route.permission!;
      const data = sampleInput(route);
      const allowed = await send(t.app, plainRequest(route, data, tokens[allowedRole(p)]));
      const a = parse(allowed);
      if (allowed.statusCode >= 500 || a?.code === 'operator_forbidden' || a?.type === '999')
        wrong.push(`${routeKey(route)} as ${allowedRole(p)}: ${allowed.body.slice(0, 120)}`);

      const other = refusedRole(p);
      if (other) {
        const refused = await send(t.app, plainRequest(route, data, tokens[other]));
        const b = parse(refused);
        if (refused.statusCode !== 403 || b?.code !== 'operator_forbidden')
          wrong.push(
            `${routeKey(route)} as ${other}: ${refused.statusCode} ${refused.body.slice(0, 120)}`,
          );
      }

      const user = await send(t.app, plainRequest(route, data, userToken));
      const c = parse(user);
      if (c?.type !== '999' || c.code !== 'not_logged_in')
        wrong.push(`${routeKey(route)} as a user: ${user.body.slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
  }, 120_000);
});

/** Tables whose rows are outcomes: prices, candles, trades, option results, positions, statistics. */
const OUTCOME_TABLES = [
  'ticks',
  'klines',
  'fiat_rates',
  'spot_trades',
  'option_orders',
  'lever_positions',
];
/** Any later table of statistics or followers (copy trading, community) is watched too. */
const OUTCOME_PATTERN = /(^|_)(stats?|statistics|followers?|prices?|ticks?|klines?|results?)(_|$)/;
/** Prices an operator sets as a product's terms (a launchpad project's sale price), not a market's. */
const PRODUCT_TERMS = new Set(['launchpad_prices']);

describe('no outcome controls', () => {
  it('no operator route writes an outcome table, whatever it is sent', async () => {
    const { rows } = await t.db.query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`,
    );
    const watched = rows
      .map((r) => r.name)
      .filter(
        (n) => OUTCOME_TABLES.includes(n) || (OUTCOME_PATTERN.test(n) && !PRODUCT_TERMS.has(n)),
      );
    for (const name of OUTCOME_TABLES) expect(watched).toContain(name);
    await t.db.query(`CREATE TABLE outcome_writes (tbl text NOT NULL, op text NOT NULL)`);
    await t.db.query(
      `CREATE FUNCTION note_outcome_write() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN INSERT INTO outcome_writes VALUES (TG_TABLE_NAME, TG_OP); RETURN NULL; END $$`,
    );
    for (const name of watched)
      await t.db.query(
        `CREATE TRIGGER ${name}_outcome_write AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${name}
           FOR EACH STATEMENT EXECUTE FUNCTION note_outcome_write()`,
      );

    // The watch itself works: a statement that touches no row is still noted.
    await t.db.query(`DELETE FROM ticks WHERE false`);
    expect((await t.db.query(`DELETE FROM outcome_writes RETURNING tbl`)).rows).toEqual([
      { tbl: 'ticks' },
    ]);

    const writes: string[] = [];
    for (const route of operatorRoutes()) {
      const given = tokens.admin;
      const requests = [
        plainRequest(route, sampleInput(route), given),
        ...fuzzCases(route, given, 20261124, 8),
      ];
      for (const req of requests) {
        // Sign out ends the session it is called with: each request goes with a live one.
        tokens.admin = await liveOperatorToken(t.app, tokens.admin);
        if (req.headers.authorization === given) req.headers.authorization = tokens.admin;
        const res = await send(t.app, req);
        // Every request reached the route as an admin: a dead session would test nothing.
        if (parse(res)?.type === '999') writes.push(`${routeKey(route)} answered 999`);
        const { rows: seen } = await t.db.query<{ tbl: string; op: string }>(
          `DELETE FROM outcome_writes RETURNING tbl, op`,
        );
        for (const s of seen) writes.push(`${routeKey(route)} ${s.op} ${s.tbl}`);
      }
    }
    expect(writes).toEqual([]);
  }, 180_000);
});
