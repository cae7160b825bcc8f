import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUserWithSession, type TestApp } from '../test/harness';
import type { Queryable } from './db';
import { revokeSession, resolveSession, sessionResolver } from './sessions';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/** The app's database, counting the statements sent through it. */
function counting(): { q: Queryable; sql: string[] } {
  const sql: string[] = [];
  return {
    sql,
    q: {
      query: (text, params) => {
        sql.push(text);
        return t.db.query(text, params);
      },
    },
  };
}

describe('sessions of requests that arrive together', () => {
  it('are read in one statement, each answered with its own user, in any order', async () => {
    const users = await Promise.all([1, 2, 3].map(() => createUserWithSession(t.db)));
    const { q, sql } = counting();
    const resolve = sessionResolver(q);
    const tokens = [users[2]!.token, users[0]!.token, users[1]!.token, users[0]!.token];
    const found = await Promise.all(tokens.map((token) => resolve(token)));
    expect(found.map((s) => s?.userId)).toEqual([
      users[2]!.userId,
      users[0]!.userId,
      users[1]!.userId,
      users[0]!.userId,
    ]);
    expect(sql.filter((s) => /FROM sessions/.test(s))).toHaveLength(1);
    // The resolver is one per database: a second call shares the batching.
    expect(sessionResolver(q)).toBe(resolve);
  });

  it('answers null for a revoked, unknown or malformed token without failing the others', async () => {
    const kept = await createUserWithSession(t.db);
    const revoked = await createUserWithSession(t.db);
    const before = await resolveSession(t.db, revoked.token);
    await revokeSession(t.db, before!.sessionId);
    const { q, sql } = counting();
    const resolve = sessionResolver(q);
    const found = await Promise.all(
      [kept.token, revoked.token, 'not-a-token', '', 'x'.repeat(201)].map((token) =>
        resolve(token),
      ),
    );
    expect(found.map((s) => s?.userId ?? null)).toEqual([kept.userId, null, null, null, null]);
    expect(sql.filter((s) => /FROM sessions/.test(s))).toHaveLength(1);
    // A later turn reads again: a session revoked meanwhile is refused at once.
    await revokeSession(t.db, found[0]!.sessionId);
    await expect(resolve(kept.token)).resolves.toBeNull();
  });

  it('writes last_seen_at of sessions unseen for a minute, in one statement', async () => {
    const a = await createUserWithSession(t.db);
    const b = await createUserWithSession(t.db);
    await t.db.query(
      `UPDATE sessions SET last_seen_at = now() - interval '2 minutes' WHERE user_id = ANY($1::bigint[])`,
      [[a.userId, b.userId]],
    );
    const { q, sql } = counting();
    const resolve = sessionResolver(q);
    await Promise.all([resolve(a.token), resolve(b.token)]);
    expect(sql.filter((s) => /UPDATE sessions SET last_seen_at/.test(s))).toHaveLength(1);
    const { rows } = await t.db.query<{ fresh: boolean }>(
      `SELECT last_seen_at > now() - interval '10 seconds' AS fresh FROM sessions WHERE user_id = ANY($1::bigint[])`,
      [[a.userId, b.userId]],
    );
    expect(rows.map((r) => r.fresh)).toEqual([true, true]);
  });
});
