import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChainApp, startTestChain, type TestChain } from '../../test/chain';
import { call, type TestApp } from '../../test/harness';
import { operatorToken } from '../../test/accounts';
import { requestWithdrawal, savedAddress, withdrawingUser } from '../../test/chain-withdrawals';
import { checkLedger } from '../../ledger/invariants';

const USDT = 3;

describe('approving on-chain withdrawals', () => {
  let chain: TestChain;
  let t: TestApp;
  let admin: string;
  let finance: string;
  beforeAll(async () => {
    chain = await startTestChain();
    t = await createChainApp(chain);
    admin = await operatorToken(t.app, 'admin');
    finance = await operatorToken(t.app, 'finance');
    await t.db.query(
      `INSERT INTO settings (key, value) VALUES ('withdraw_four_eyes_usdt', '40')
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
    );
  });
  afterAll(async () => {
    if (t) expect(await checkLedger(t.db)).toEqual([]);
    await t?.close();
    await chain?.stop();
  });

  const approve = (id: number, token: string) =>
    call(t.app, 'POST', '/api/admin/withdrawals/approve', { id }, { token });
  const statusOf = async (id: number) =>
    (await t.db.query<{ status: string }>('SELECT status FROM withdrawals WHERE id = $1', [id]))
      .rows[0]!.status;

  async function withdrawal(amount: string) {
    const u = await withdrawingUser(t.app, admin, { currency: USDT, amount: '500' });
    const to = await savedAddress(t.app, u.token, USDT);
    return requestWithdrawal(t.app, u.token, { currency: USDT, number: amount, addressId: to.id });
  }

  it('refuses to approve while the user’s withdrawals of the currency are held', async () => {
    const id = await withdrawal('20');
    await t.db.query(
      `INSERT INTO withdraw_holds (user_id, currency_id, reason)
       SELECT user_id, currency_id, 'deposit re-orged' FROM withdrawals WHERE id = $1`,
      [id],
    );
    expect((await approve(id, finance)).body.code).toBe('withdrawals_held');
    expect(await statusOf(id)).toBe('pending');
  });

  it('approves at once up to the four-eyes amount', async () => {
    const id = await withdrawal('40');
    const res = await approve(id, finance);
    expect(res.body).toMatchObject({ type: 'ok', message: { id, status: 'approved' } });
    expect(await statusOf(id)).toBe('approved');
    // Approved belongs to the broadcaster: a second decision is refused.
    expect((await approve(id, admin)).body.code).toBe('request_not_pending');
  });

  it('above it, needs a second approval by a different operator', async () => {
    const id = await withdrawal('41');
    expect((await approve(id, finance)).body.message).toMatchObject({
      status: 'second_approval',
    });
    const same = await approve(id, finance);
    expect(same.body).toMatchObject({ type: 'error', code: 'withdraw_same_approver' });
    expect(await statusOf(id)).toBe('second_approval');
    expect((await approve(id, admin)).body.message).toMatchObject({ status: 'approved' });
    const { rows } = await t.db.query<{ action: string }>(
      `SELECT action FROM audit_log WHERE target_type = 'withdrawal' AND target_id = $1 ORDER BY id`,
      [String(id)],
    );
    expect(rows.map((r) => r.action)).toEqual(['withdrawal.first_approval', 'withdrawal.approve']);
    const listed = await call(
      t.app,
      'GET',
      '/api/admin/withdrawals',
      { status: 'approved' },
      { token: admin },
    );
    expect(
      (listed.body.message as { data: Array<{ id: number }> }).data.map((w) => w.id),
    ).toContain(id);
  });

  it('rejects from second_approval, releasing the hold; the typed-txid send is refused on a run chain', async () => {
    const id = await withdrawal('45');
    expect(
      (
        await call(
          t.app,
          'POST',
          '/api/admin/withdrawals/send',
          { id, txid: '0xabc123' },
          { token: admin },
        )
      ).body.code,
    ).toBe('withdrawal_sent_on_chain');
    await approve(id, finance);
    // The first approver may still change their mind.
    const res = await call(
      t.app,
      'POST',
      '/api/admin/withdrawals/reject',
      { id, reason: 'Destination flagged' },
      { token: finance },
    );
    expect(res.body.type).toBe('ok');
    expect(await statusOf(id)).toBe('rejected');
    const { rows } = await t.db.query<{ status: string; remaining: string }>(
      `SELECT h.status, trim_scale(h.remaining)::text AS remaining
         FROM withdrawals w JOIN holds h ON h.id = w.hold_id WHERE w.id = $1`,
      [id],
    );
    expect(rows[0]).toEqual({ status: 'closed', remaining: '0' });
    const released = await t.db.query(
      `SELECT 1 FROM journals WHERE reason = 'withdraw_release' AND ref_id = $1`,
      [String(id)],
    );
    expect(released.rowCount).toBe(1);
  });
});
