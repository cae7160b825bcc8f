import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_TYPES,
  liabilityProofSchema,
  sameSums,
  verifyProof,
  type LiabilityProof,
  type LiabilityRoot,
} from '@tidemark/contracts';
import { call, createTestApp, createUserWithSession, type TestApp } from '../../test/harness';
import { systemAccount, userAccount } from '../../ledger/accounts';
import { hold, transfer } from '../../ledger/ledger';
import { checkLedger } from '../../ledger/invariants';
import { userLiabilities } from '../../ledger';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { main as verifyCli } from '../../../scripts/verify-liabilities';
import { takeSnapshot } from './liabilities.service';

/**
 * Proof of liabilities against a real database: users with balances in several currencies
 * and account types (a hold included), the daily job, then every user's proof checked with
 * the same verifier the page and the offline tools use.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ logLevel: 'silent' });
});
afterAll(async () => t?.close());

const sources = () => t.app.services.liabilities.sources;
const BTC = 1;
const USDT = 3;
const JOB = 'liabilities.snapshot';
let seq = 0;

async function credit(userId: number, currencyId: number, type: number, amount: string) {
  await t.db.tx(async (tx) => {
    const from = await systemAccount(tx, 'demo_faucet', currencyId);
    const to = await userAccount(tx, userId, currencyId, type);
    await transfer(
      tx,
      {
        key: `test:liab:${userId}:${++seq}`,
        reason: 'demo_faucet',
        refType: 'test',
        refId: userId,
        actor: 'system:test',
      },
      { from, to, amount },
    );
  });
}

async function holdOf(userId: number, currencyId: number, type: number, amount: string) {
  await t.db.tx(async (tx) => {
    const accountId = await userAccount(tx, userId, currencyId, type);
    await hold(
      tx,
      {
        key: `test:liab:hold:${++seq}`,
        reason: 'demo_faucet',
        refType: 'test',
        refId: userId,
        actor: 'system:test',
      },
      { accountId, amount },
    );
  });
}

async function proofOf(token: string, data: Record<string, unknown> = {}) {
  return call(t.app, 'GET', '/api/liabilities/proof', data, { token });
}

async function root(day?: string): Promise<LiabilityRoot | null> {
  const r = await call(t.app, 'GET', '/api/liabilities/root', day ? { day } : {});
  expect(r.body.type).toBe('ok');
  return (r.body.message as { snapshot: LiabilityRoot | null }).snapshot;
}

const verify = (p: LiabilityProof) =>
  verifyProof(
    {
      balances: p.leaf.balances,
      userHash: p.leaf.user_hash,
      salt: p.leaf.salt,
      userId: p.leaf.user_id,
    },
    p.path,
    { hash: p.root.root_hash, totals: p.root.totals },
  );

type User = { userId: number; token: string };
let alice: User, bob: User, carol: User, empty: User;

describe('proof of liabilities', () => {
  it('answers "no snapshot yet" before the first run', async () => {
    alice = await createUserWithSession(t.db, { kycLevel: 1 });
    expect(await root()).toBeNull();
    expect((await proofOf(alice.token)).body.code).toBe('liabilities_no_snapshot');
    const missing = await call(t.app, 'GET', '/api/liabilities/root', { day: '2020-01-01' });
    expect(missing.body.code).toBe('liabilities_no_snapshot');
  });

  it('snapshots every account type, held amounts included, and totals equal the ledger', async () => {
    bob = await createUserWithSession(t.db, { kycLevel: 1 });
    carol = await createUserWithSession(t.db);
    empty = await createUserWithSession(t.db);
    await credit(alice.userId, USDT, ACCOUNT_TYPES.legal, '100.25');
    await credit(alice.userId, USDT, ACCOUNT_TYPES.change, '50');
    await credit(alice.userId, USDT, ACCOUNT_TYPES.lever, '0.000000000000000001');
    await credit(alice.userId, BTC, ACCOUNT_TYPES.micro, '1.5');
    await holdOf(alice.userId, USDT, ACCOUNT_TYPES.change, '20');
    await credit(bob.userId, BTC, ACCOUNT_TYPES.change, '0.3');
    await holdOf(bob.userId, BTC, ACCOUNT_TYPES.change, '0.3');
    await credit(carol.userId, USDT, ACCOUNT_TYPES.micro, '7');

    expect(await t.app.scheduler.runOnce(JOB)).toBe('done');
    const r = (await root())!;
    const ledger = Object.fromEntries(
      (await userLiabilities(t.db)).map((l) => [l.currency, l.total]),
    );
    expect(sameSums(r.totals, ledger)).toBe(true);
    expect(r.totals.USDT).toBeDefined();
    expect(r.leaf_count).toBeGreaterThanOrEqual(3);

    const a = liabilityProofSchema.parse((await proofOf(alice.token)).body.message);
    expect(a.leaf.user_id).toBe(alice.userId);
    expect(a.leaf.balances).toEqual({ BTC: '1.5', USDT: '150.250000000000000001' });
    const b = liabilityProofSchema.parse((await proofOf(bob.token)).body.message);
    expect(b.leaf.balances).toEqual({ BTC: '0.3' });
    expect(b.root).toEqual(r);
  });

  it("verifies every user's proof, and fails a tampered balance, salt, user id or sibling", async () => {
    for (const u of [alice, bob, carol]) {
      const p = liabilityProofSchema.parse((await proofOf(u.token)).body.message);
      expect(await verify(p)).toMatchObject({ ok: true });
    }
    const p = liabilityProofSchema.parse((await proofOf(alice.token)).body.message);
    expect(p.path.length).toBeGreaterThan(0);
    const tampered = async (change: (q: LiabilityProof) => void) => {
      const q = structuredClone(p);
      change(q);
      return (await verify(q)).ok;
    };
    expect(await tampered((q) => (q.leaf.balances.USDT = '150.25'))).toBe(false);
    expect(await tampered((q) => (q.leaf.balances.ETH = '1'))).toBe(false);
    expect(
      await tampered(
        (q) => (q.leaf.salt = q.leaf.salt.replace(/^./, (c) => (c === '0' ? '1' : '0'))),
      ),
    ).toBe(false);
    expect(await tampered((q) => (q.leaf.user_id = bob.userId))).toBe(false);
    expect(await tampered((q) => (q.path[0]!.sums = { ...q.path[0]!.sums, USDT: '999' }))).toBe(
      false,
    );
    expect(
      await tampered(
        (q) => (q.path[0]!.hash = q.path[0]!.hash.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'))),
      ),
    ).toBe(false);
    expect(await tampered((q) => (q.root.totals = { ...q.root.totals, USDT: '1' }))).toBe(false);
  });

  it('verifies a downloaded proof offline with npm run verify -- liabilities', async () => {
    const p = liabilityProofSchema.parse((await proofOf(carol.token)).body.message);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tidemark-pol-'));
    const lines: string[] = [];
    const run = (file: string, extra: string[] = []) =>
      verifyCli([file, ...extra], (l) => lines.push(l), dir);
    try {
      fs.writeFileSync(path.join(dir, 'proof.json'), JSON.stringify(p));
      expect(await run('proof.json')).toBe(0);
      expect(lines.at(-1)).toMatch(/^OK/);
      expect(await run('proof.json', ['--root', p.root.root_hash])).toBe(0);
      expect(await run('proof.json', ['--root', 'f'.repeat(64)])).toBe(1);
      expect(lines.at(-1)).toMatch(/root_hash_mismatch/);
      const tampered = structuredClone(p);
      tampered.leaf.balances.USDT = '7000';
      fs.writeFileSync(path.join(dir, 'tampered.json'), JSON.stringify(tampered));
      expect(await run('tampered.json')).toBe(1);
      expect(await run('missing.json')).toBe(2);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('gives a user only their own proof', async () => {
    expect((await call(t.app, 'GET', '/api/liabilities/proof')).body.type).toBe('999');
    const asOther = await proofOf(bob.token, { user_id: alice.userId });
    expect(asOther.body.type).toBe('error');
    expect(JSON.stringify(asOther.body)).not.toContain(
      (liabilityProofSchema.parse((await proofOf(alice.token)).body.message) as LiabilityProof).leaf
        .salt,
    );
    const own = liabilityProofSchema.parse((await proofOf(bob.token)).body.message);
    expect(own.leaf.user_id).toBe(bob.userId);
    expect((await proofOf(empty.token)).body.code).toBe('liabilities_not_included');
  });

  it('keeps the stored root when the same day runs again, even after balances moved', async () => {
    const before = (await root())!;
    await credit(carol.userId, USDT, ACCOUNT_TYPES.micro, '3');
    expect(await t.app.scheduler.runOnce(JOB)).toBe('skipped');
    const again = await takeSnapshot(t.db, sources(), before.day, t.app.clock.nowSeconds());
    expect(again).toMatchObject({ created: false, root: before.root_hash });
    expect(await root()).toEqual(before);
    // The ledger moved since, but the check compares the snapshot with what was read with it.
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('takes the next day on its own date and keeps serving the earlier one', async () => {
    const first = (await root())!;
    t.app.clock.advance(86_400_000);
    expect(await t.app.scheduler.runOnce(JOB)).toBe('done');
    const second = (await root())!;
    expect(second.day > first.day).toBe(true);
    expect(second.root_hash).not.toBe(first.root_hash);
    expect(second.totals.USDT).not.toBe(first.totals.USDT);
    expect(await root(first.day)).toEqual(first);
    const old = liabilityProofSchema.parse(
      (await proofOf(carol.token, { day: first.day })).body.message,
    );
    expect(old.leaf.balances).toEqual({ USDT: '7' });
    expect(await verify(old)).toMatchObject({ ok: true });
    const now = liabilityProofSchema.parse((await proofOf(carol.token)).body.message);
    expect(now.leaf.balances).toEqual({ USDT: '10' });
    expect(await verify(now)).toMatchObject({ ok: true });
  });

  it('stores one tree when two runs of a new day race, and both report its root', async () => {
    t.app.clock.advance(86_400_000);
    const day = t.app.clock.now().toISOString().slice(0, 10);
    const at = t.app.clock.nowSeconds();
    const [a, b] = await Promise.all([
      takeSnapshot(t.db, sources(), day, at),
      takeSnapshot(t.db, sources(), day, at),
    ]);
    expect([a.created, b.created].sort()).toEqual([false, true]);
    expect(a.root).toBe(b.root);
    expect((await root(day))!.root_hash).toBe(a.root);
    const p = liabilityProofSchema.parse((await proofOf(alice.token, { day })).body.message);
    expect(await verify(p)).toMatchObject({ ok: true });
  });

  it('fails the ledger check when a stored total or the stored root is tampered', async () => {
    const latest = (await root())!;
    const { rows } = await t.db.query<{ totals: Record<string, string> }>(
      'SELECT totals FROM liability_snapshots WHERE day = $1',
      [latest.day],
    );
    const saved = rows[0]!.totals;
    const bumped = { ...saved, USDT: '1' };
    try {
      await t.db.query('UPDATE liability_snapshots SET totals = $2 WHERE day = $1', [
        latest.day,
        JSON.stringify(bumped),
      ]);
      const problems = await checkLedger(t.db);
      expect(problems.map((p) => p.kind)).toEqual(['liabilities_mismatch']);
      await t.db.query(
        'UPDATE liability_snapshots SET totals = $2, ledger_totals = $2 WHERE day = $1',
        [latest.day, JSON.stringify(bumped)],
      );
      expect((await checkLedger(t.db)).map((p) => p.kind)).toEqual(['liabilities_mismatch']);
    } finally {
      await t.db.query(
        `UPDATE liability_snapshots SET totals = $2, ledger_totals = $2 WHERE day = $1`,
        [latest.day, JSON.stringify(saved)],
      );
    }
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('lets the served no-server page run its one inline script (and no other)', async () => {
    const html = fs.readFileSync(
      path.resolve(import.meta.dirname, '../../../../web/public/verify-liabilities.html'),
      'utf8',
    );
    const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)];
    expect(scripts).toHaveLength(1);
    expect(html).not.toMatch(/<script[^>]*\ssrc=/);
    const hash = crypto.createHash('sha256').update(scripts[0]![1]!).digest('base64');
    const res = await call(t.app, 'GET', '/api/liabilities/root');
    expect(String(res.res.headers['content-security-policy'])).toContain(
      `script-src 'self' 'sha256-${hash}';`,
    );
  });
});
