import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../test/harness';
import { operatorCalls, operatorToken, operatorTokens, registerByEmail } from '../../test/accounts';
import { checkLedger } from '../../ledger';

let t: TestApp;
let finance: string;
let admin: string;
let support: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ finance, admin, support } = await operatorTokens(t.app, ['finance', 'admin', 'support']));
}, 60_000);
afterAll(async () => t?.close());

const { get, post } = operatorCalls(() => t.app);

async function spotUsdt(token: string, userId: number) {
  const res = await get(token, '/api/admin/users/detail', { user_id: userId });
  const accounts = (res.body.message as { accounts: Array<Record<string, unknown>> }).accounts;
  return accounts.find((a) => a.currency === 'USDT' && a.account_type === 2);
}

describe('four-eyes balance adjustment', () => {
  it('posts a journal against the named system account only when a second operator approves', async () => {
    const user = await registerByEmail(t.app);
    const proposed = await post(finance, '/api/admin/adjustments/create', {
      user_id: user.userId,
      account_type: 2,
      currency: 'usdt',
      amount: '125.5',
      system_account: 'rewards',
      reason: 'Compensation for a delayed deposit',
      ticket: 'SUP-1042',
    });
    expect(proposed.body.type).toBe('ok');
    const a = proposed.body.message as { id: number; status: string; currency: string };
    expect(a).toMatchObject({ status: 'pending', currency: 'USDT' });
    // Nothing moved while it waits.
    expect(await spotUsdt(admin, user.userId)).toBeUndefined();

    // Not by the proposer, not by a role without the permission.
    expect(
      (await post(finance, '/api/admin/adjustments/approve', { id: a.id })).body,
    ).toMatchObject({ type: 'error', code: 'adjustment_own_proposal' });
    const refused = await post(support, '/api/admin/adjustments/approve', { id: a.id });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('operator_forbidden');

    const approved = await post(admin, '/api/admin/adjustments/approve', { id: a.id, note: 'ok' });
    expect(approved.body.message).toMatchObject({
      status: 'approved',
      decided_by_name: 'Reviewer',
    });
    const journalId = (approved.body.message as { journal_id: number }).journal_id;
    expect(journalId).toBeGreaterThan(0);
    const account = await spotUsdt(admin, user.userId);
    expect(account).toMatchObject({ available: '125.5', frozen: '0' });

    // Balance → its journals → the journal's postings.
    const journals = await get(finance, '/api/admin/ledger/entries', {
      account_id: account!.account_id,
    });
    expect(journals.body.message).toMatchObject({
      total: 1,
      data: [{ journal_id: journalId, reason: 'adjustment', amount: '125.5' }],
    });
    const detail = await get(finance, '/api/admin/ledger/entry', { journal_id: journalId });
    const postings = (detail.body.message as { postings: Array<Record<string, unknown>> }).postings;
    expect(postings.map((p) => [p.user_id, p.system_code, p.amount])).toEqual([
      [user.userId, null, '125.5'],
      [null, 'rewards', '-125.5'],
    ]);

    // Decided once: a second approval posts nothing.
    expect((await post(admin, '/api/admin/adjustments/approve', { id: a.id })).body.code).toBe(
      'adjustment_not_pending',
    );
    expect((await spotUsdt(admin, user.userId))!.available).toBe('125.5');
    expect(await checkLedger(t.db)).toEqual([]);

    const audit = await t.db.query<{ action: string }>(
      `SELECT action FROM audit_log WHERE target_type = 'balance_adjustment' AND target_id = $1 ORDER BY id`,
      [String(a.id)],
    );
    expect(audit.rows.map((r) => r.action)).toEqual(['adjustment.propose', 'adjustment.approve']);
  });

  it('refuses a debit beyond the balance at approval and leaves the proposal pending', async () => {
    const user = await registerByEmail(t.app);
    const proposed = await post(finance, '/api/admin/adjustments/create', {
      user_id: user.userId,
      account_type: 2,
      currency: 'USDT',
      amount: '-1',
      system_account: 'house',
      reason: 'Reverse a duplicate credit',
      ticket: 'FIN-7',
    });
    const id = (proposed.body.message as { id: number }).id;
    const res = await post(admin, '/api/admin/adjustments/approve', { id });
    expect(res.body.code).toBe('insufficient_balance');
    const list = await get(finance, '/api/admin/adjustments', { status: 'pending' });
    expect((list.body.message as { data: Array<{ id: number }> }).data.map((r) => r.id)).toContain(
      id,
    );
    // A rejection decides it without a journal.
    const rejected = await post(admin, '/api/admin/adjustments/reject', { id, note: 'no' });
    expect(rejected.body.message).toMatchObject({ status: 'rejected', journal_id: null });
  });

  it('refuses a zero amount and an unknown system account as bad input', async () => {
    const user = await registerByEmail(t.app);
    for (const change of [{ amount: '0' }, { system_account: 'deposit_clearing' }]) {
      const res = await post(finance, '/api/admin/adjustments/create', {
        user_id: user.userId,
        account_type: 2,
        currency: 'USDT',
        amount: '5',
        system_account: 'rewards',
        reason: 'Test of bad input',
        ticket: 'T-1',
        ...change,
      });
      expect(res.body.code).toBe('validation_failed');
    }
  });

  it('refuses an amount finer than its currency or longer than a column, proposing nothing', async () => {
    const user = await registerByEmail(t.app);
    const count = async () =>
      (await t.db.query('SELECT count(*)::int AS n FROM balance_adjustments')).rows[0];
    const before = await count();
    for (const [amount, code] of [
      ['0.0000001', 'amount_too_precise'],
      ['0.000000000000000001', 'amount_too_precise'],
      ['99999999999999999999', 'validation_failed'],
    ]) {
      const res = await post(finance, '/api/admin/adjustments/create', {
        user_id: user.userId,
        account_type: 2,
        currency: 'USDT',
        amount,
        system_account: 'rewards',
        reason: 'Test of bad input',
        ticket: 'T-2',
      });
      expect(res.status, amount).toBe(200);
      expect(res.body.code, amount).toBe(code);
    }
    expect(await count()).toEqual(before);
  });
});

describe('users: search, freeze, sessions', () => {
  it('finds a user by id and by part of the e-mail', async () => {
    const user = await registerByEmail(t.app);
    const byId = await get(support, '/api/admin/users', { q: String(user.userId) });
    expect((byId.body.message as { data: Array<{ id: number }> }).data.map((r) => r.id)).toEqual([
      user.userId,
    ]);
    const part = user.email.slice(0, user.email.indexOf('@'));
    const byMail = await get(support, '/api/admin/users', { q: part.toUpperCase() });
    expect((byMail.body.message as { data: Array<{ email: string }> }).data[0]!.email).toBe(
      user.email,
    );
  });

  it('filters by identity level and by a frozen restriction, and sorts, on the server', async () => {
    const a = await registerByEmail(t.app);
    const b = await registerByEmail(t.app);
    await post(support, '/api/admin/users/restrict', {
      user_id: b.userId,
      kind: 'withdraw',
      frozen: true,
      reason: 'Chargeback under review',
    });
    const ids = async (q: Record<string, unknown>) =>
      (
        (await get(support, '/api/admin/users', { limit: 100, ...q })).body.message as {
          data: Array<{ id: number; kyc_level: number; withdraw_frozen: boolean }>;
        }
      ).data;
    const frozen = await ids({ frozen: 'withdraw' });
    expect(frozen.map((r) => r.id)).toContain(b.userId);
    expect(frozen.map((r) => r.id)).not.toContain(a.userId);
    expect(frozen.every((r) => r.withdraw_frozen)).toBe(true);
    expect((await ids({ kyc_level: 2 })).every((r) => r.kyc_level === 2)).toBe(true);
    const asc = (await ids({ order: 'asc' })).map((r) => r.id);
    expect(asc).toEqual([...asc].sort((x, y) => x - y));
    const desc = (await ids({})).map((r) => r.id);
    expect(desc).toEqual([...desc].sort((x, y) => y - x));
    expect((await get(support, '/api/admin/users', { frozen: 'all' })).body.type).not.toBe('ok');
  });

  it('shows a user’s identity applications, newest first, on the user page', async () => {
    const user = await registerByEmail(t.app);
    await t.db.query(
      `INSERT INTO kyc_applications (user_id, level, id_type, name, card_id, status)
       VALUES ($1, 1, 1, 'Ada Lovelace', 'A123', 'rejected'), ($1, 1, 1, 'Ada King', 'A124', 'pending')`,
      [user.userId],
    );
    const detail = await get(support, '/api/admin/users/detail', { user_id: user.userId });
    expect(detail.body.message).toMatchObject({
      identity: [
        { level: 1, status: 'pending', name: 'Ada King', id_number: 'A124' },
        { level: 1, status: 'rejected', name: 'Ada Lovelace', id_number: 'A123' },
      ],
    });
  });

  it('freezes login (ending sessions) with a reason, and lifts it', async () => {
    const user = await registerByEmail(t.app);
    const freeze = await post(support, '/api/admin/users/restrict', {
      user_id: user.userId,
      kind: 'login',
      frozen: true,
      reason: 'Account takeover reported',
    });
    expect(freeze.body.message).toEqual({ user_id: user.userId, kind: 'login', frozen: true });
    expect((await call(t.app, 'GET', '/api/user/info', {}, { token: user.token })).body.type).toBe(
      '999',
    );
    const again = await call(t.app, 'POST', '/api/user/login', {
      user_string: user.email,
      password: user.password,
    });
    expect(again.body.code).toBe('account_login_frozen');
    const detail = await get(support, '/api/admin/users/detail', { user_id: user.userId });
    expect(detail.body.message).toMatchObject({
      user: { login_frozen: true, withdraw_frozen: false },
      restrictions: [{ kind: 'login', reason: 'Account takeover reported' }],
      sessions: [],
    });

    await post(support, '/api/admin/users/restrict', {
      user_id: user.userId,
      kind: 'login',
      frozen: false,
      reason: 'Owner verified by phone',
    });
    const back = await call(t.app, 'POST', '/api/user/login', {
      user_string: user.email,
      password: user.password,
    });
    expect(back.body.type).toBe('ok');
    const audit = await t.db.query<{ action: string; detail: { reason: string } }>(
      `SELECT action, detail FROM audit_log WHERE target_type = 'user' AND target_id = $1 ORDER BY id`,
      [String(user.userId)],
    );
    expect(audit.rows.map((r) => [r.action, r.detail.reason])).toEqual([
      ['user.freeze_login', 'Account takeover reported'],
      ['user.unfreeze_login', 'Owner verified by phone'],
    ]);
  });

  it('ends a user’s sessions', async () => {
    const user = await registerByEmail(t.app);
    const res = await post(support, '/api/admin/users/end_sessions', { user_id: user.userId });
    expect(res.body.message).toEqual({ ended: 1 });
    expect((await call(t.app, 'GET', '/api/user/info', {}, { token: user.token })).body.type).toBe(
      '999',
    );
  });
});

describe('reports and the operator’s own views', () => {
  it('runs the ledger check and keeps its last result; support may not read reports', async () => {
    const run = await post(finance, '/api/admin/reports/ledger_check');
    expect(run.body.message).toMatchObject({ ok: true, problems: [] });
    const reports = await get(finance, '/api/admin/reports');
    expect(reports.body.message).toMatchObject({ last_check: { ok: true } });
    const r = reports.body.message as { liabilities: Array<{ currency: string; total: string }> };
    expect(r.liabilities.find((l) => l.currency === 'USDT')?.total).toBe('125.5');
    const refused = await get(support, '/api/admin/reports');
    expect(refused.status).toBe(403);
  });

  it('tells an operator its role and permissions, and lists its sessions', async () => {
    const me = await get(support, '/api/admin/me');
    expect(me.body.message).toMatchObject({ role: 'support' });
    expect((me.body.message as { permissions: string[] }).permissions).not.toContain(
      'reports.read',
    );
    const sessions = await get(support, '/api/admin/sessions');
    expect(sessions.body.message).toMatchObject({ total: 1, data: [{ current: true }] });
    // The browser that signed in is named, for an operator to tell their sessions apart.
    expect(
      (sessions.body.message as { data: Array<{ user_agent: string }> }).data[0]!.user_agent,
    ).not.toBe('');
    const dash = await get(support, '/api/admin/dashboard');
    expect(dash.body.message).toMatchObject({ adjustments_pending: 0 });
  });
});

describe('operator sessions', () => {
  type Listed = { data: Array<{ id: number; current: boolean; operator_name: string }> };
  const sessionsOf = async (token: string) =>
    (await get(token, '/api/admin/sessions')).body.message as Listed;
  const audits = async () =>
    (
      await t.db.query<{ operator_id: number; target_id: string; detail: Record<string, unknown> }>(
        `SELECT operator_id::int, target_id, detail FROM audit_log
          WHERE action = 'operator.end_session' ORDER BY id`,
      )
    ).rows;

  it('an operator ends another of their own sessions, never the one in use nor another’s', async () => {
    const laptop = await operatorToken(t.app, 'content');
    const phone = await operatorToken(t.app, 'content');
    const mine = await sessionsOf(phone);
    expect(mine.data).toHaveLength(2);
    // Each session names its operator, as the end of one does in the audit log below.
    const name = ((await get(phone, '/api/admin/me')).body.message as { name: string }).name;
    expect(name).not.toBe('');
    expect(mine.data.map((s) => s.operator_name)).toEqual([name, name]);
    const current = mine.data.find((s) => s.current)!.id;
    const other = mine.data.find((s) => !s.current)!.id;

    const refused = await post(phone, '/api/admin/sessions/end', { session_id: current });
    expect(refused.body.code).toBe('operator_session_current');
    const supportSession = (await sessionsOf(support)).data[0]!.id;
    const notMine = await post(phone, '/api/admin/sessions/end', { session_id: supportSession });
    // docs/api.md: an envelope the console shows the operator is HTTP 200, whatever it says.
    expect(notMine.status).toBe(200);
    expect(notMine.body.code).toBe('operator_session_not_found');
    expect((await get(support, '/api/admin/me')).body.type).toBe('ok');
    expect(await audits()).toEqual([]);

    const ended = await post(phone, '/api/admin/sessions/end', { session_id: other });
    expect(ended.body.message).toEqual({ ended: 1 });
    expect((await get(laptop, '/api/admin/me')).body.type).toBe('999');
    expect((await get(phone, '/api/admin/me')).body.type).toBe('ok');
    expect(await audits()).toHaveLength(1);
    expect((await audits())[0]!.detail).toMatchObject({ session_id: other, operator: name });
  });

  it('signing out ends the session on the server, audited; the operator’s other sessions stay', async () => {
    const tab = await operatorToken(t.app, 'content');
    const other = await operatorToken(t.app, 'content');
    const signOuts = async () =>
      (
        await t.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM audit_log WHERE action = 'operator.sign_out'`,
        )
      ).rows[0]!.n;
    const before = await signOuts();
    expect((await post(tab, '/api/admin/logout', {})).body).toMatchObject({ type: 'ok' });
    expect((await get(tab, '/api/admin/me')).body.type).toBe('999');
    expect((await get(other, '/api/admin/me')).body.type).toBe('ok');
    expect(await signOuts()).toBe(before + 1);
    // The token is gone: signing out again is answered as for anyone not signed in.
    expect((await post(tab, '/api/admin/logout', {})).body.type).toBe('999');
  });

  it('an operator who manages operators ends anyone’s session with a reason, audited; others may not', async () => {
    const lost = await operatorToken(t.app, 'product');
    const id = (await sessionsOf(lost)).data[0]!.id;
    const forbidden = await post(support, '/api/admin/operator_sessions/end', {
      session_id: id,
      reason: 'laptop lost',
    });
    expect(forbidden.status).toBe(403);
    const noReason = await post(admin, '/api/admin/operator_sessions/end', { session_id: id });
    expect(noReason.body.code).toBe('validation_failed');
    expect((await get(lost, '/api/admin/me')).body.type).toBe('ok');

    const before = (await audits()).length;
    const ended = await post(admin, '/api/admin/operator_sessions/end', {
      session_id: id,
      reason: 'laptop lost',
    });
    expect(ended.body.message).toEqual({ ended: 1 });
    expect((await get(lost, '/api/admin/me')).body.type).toBe('999');
    const entry = (await audits()).at(before)!;
    expect(entry.detail).toMatchObject({ session_id: id, reason: 'laptop lost' });
    const again = await post(admin, '/api/admin/operator_sessions/end', {
      session_id: id,
      reason: 'laptop lost',
    });
    expect(again.body.code).toBe('operator_session_not_found');
    expect((await audits()).length).toBe(before + 1);
  });
});
