import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../test/harness';
import {
  ageCodes,
  bindPhone,
  latestCode,
  multipart,
  operatorToken,
  PNG_1PX,
  registerByEmail,
} from '../../test/accounts';
import { checkLedger } from '../../ledger/invariants';
import { addressFor, demoXpub, isValidAddress } from './addresses';

let t: TestApp;
let op: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.services.market.start();
  op = await operatorToken(t.app);
});
afterAll(async () => {
  if (t) expect(await checkLedger(t.db)).toEqual([]);
  await t?.close();
});

type Wallet = {
  total_usdt: string;
  accounts: Array<{
    account_type: number;
    balances: Array<{ currency_id: number; available: string; frozen: string }>;
  }>;
};
const walletOf = async (token: string) =>
  (await call(t.app, 'GET', '/api/wallet/list', {}, { token })).body.message as Wallet;
const bal = async (token: string, currency: number, type = 2) =>
  (await walletOf(token)).accounts
    .find((a) => a.account_type === type)!
    .balances.find((b) => b.currency_id === currency)!;

async function voucher(token: string) {
  const form = multipart('file', 'receipt.png', PNG_1PX);
  return (
    await t.app.inject({
      method: 'POST',
      url: '/api/upload?kind=voucher',
      headers: { authorization: token, ...form.headers },
      payload: form.payload,
    })
  ).json().message as string;
}

/** A user with USDT credited through a real deposit request approved by an operator. */
async function depositedUser(amount: string, currency = 3) {
  const u = await registerByEmail(t.app);
  const req = await call(
    t.app,
    'POST',
    '/api/wallet/charge_req',
    { currency, amount, type: 'crypto', voucher: await voucher(u.token) },
    { token: u.token },
  );
  expect(req.body.type).toBe('ok');
  const id = (req.body.message as { id: number }).id;
  expect(
    (await call(t.app, 'POST', '/api/admin/deposits/approve', { id }, { token: op })).body.type,
  ).toBe('ok');
  return { ...u, depositId: id };
}

let phoneSeq = 0;
async function verifiedWithFundPassword(amount: string) {
  const u = await depositedUser(amount);
  phoneSeq += 1;
  await bindPhone(t.app, u.token, '1', `202555${String(phoneSeq).padStart(4, '0')}`);
  await t.db.query('UPDATE users SET kyc_level = 1 WHERE id = $1', [u.userId]);
  await ageCodes(t.app, u.email);
  await call(
    t.app,
    'POST',
    '/api/sms_mail',
    { user_string: u.email, type: 'security' },
    { token: u.token },
  );
  const code = await latestCode(t.app, u.email);
  const set = await call(
    t.app,
    'POST',
    '/api/safe/update_password',
    { password: 'fund-pass-1', re_password: 'fund-pass-1', code },
    { token: u.token },
  );
  expect(set.body.type).toBe('ok');
  return u;
}

const ETH_ADDRESS = addressFor(demoXpub(), 'ERC20', 999_999).address;

async function usableAddress(token: string, currency = 3) {
  const saved = await call(
    t.app,
    'POST',
    '/api/user/wallet/save',
    { currency, chain: 'ERC20', name: 'Cold wallet', address: ETH_ADDRESS },
    { token },
  );
  const id = (saved.body.message as { id: number }).id;
  await t.db.query(
    `UPDATE address_book SET created_at = now() - interval '25 hours' WHERE id = $1`,
    [id],
  );
  return id;
}

describe('the currency list', () => {
  it('names the places money shows with: two for a dollar-pegged currency, else its precision', async () => {
    const list = (await call(t.app, 'GET', '/api/currency/list', {})).body.message as Array<{
      name: string;
      precision: number;
      display_places: number;
    }>;
    const of = (code: string) => list.find((c) => c.name === code);
    expect(of('USDT')).toMatchObject({ precision: 6, display_places: 2 });
    expect(of('USDC')).toMatchObject({ precision: 6, display_places: 2 });
    expect(of('BTC')).toMatchObject({ precision: 8, display_places: 8 });
    expect(of('XRP')).toMatchObject({ precision: 6, display_places: 6 });
  });
});

describe('deposits', () => {
  it('gives each user their own real-format address per chain, the same on every ask', async () => {
    const a = await registerByEmail(t.app);
    const b = await registerByEmail(t.app);
    const addr = async (token: string, currency: number, chain?: string) =>
      (
        (
          await call(
            t.app,
            'POST',
            '/api/wallet/get_in_address',
            { currency, ...(chain ? { chain } : {}) },
            { token },
          )
        ).body.message as { address: string }
      ).address;
    const btcA = await addr(a.token, 1);
    expect(btcA).toMatch(/^bc1q[02-9ac-hj-np-z]{38}$/);
    expect(await addr(a.token, 1)).toBe(btcA);
    expect(await addr(b.token, 1)).not.toBe(btcA);
    expect(await addr(a.token, 3, 'TRC20')).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    const erc = await addr(a.token, 3, 'ERC20');
    expect(erc).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(
      isValidAddress('ERC20', erc) &&
        isValidAddress('BTC', btcA) &&
        isValidAddress('TRC20', await addr(a.token, 3, 'TRC20')),
    ).toBe(true);
    expect(
      (
        await call(
          t.app,
          'POST',
          '/api/wallet/get_in_address',
          { currency: 3, chain: 'BTC' },
          { token: a.token },
        )
      ).body.code,
    ).toBe('address_invalid');
  });

  it('credits a deposit only when an operator approves it, from the deposit clearing account', async () => {
    const u = await registerByEmail(t.app);
    const v = await voucher(u.token);
    const req = await call(
      t.app,
      'POST',
      '/api/wallet/charge_req',
      { currency: 3, amount: '250.5', type: 'bank', voucher: v },
      { token: u.token },
    );
    const id = (req.body.message as { id: number }).id;
    expect((await bal(u.token, 3)).available).toBe('0');
    const log = (await call(t.app, 'GET', '/api/recharge/log', {}, { token: u.token })).body
      .message as { data: Array<{ status: string }> };
    expect(log.data[0]!.status).toBe('pending');
    await call(t.app, 'POST', '/api/admin/deposits/approve', { id }, { token: op });
    expect((await bal(u.token, 3)).available).toBe('250.5');
    expect(
      (await call(t.app, 'POST', '/api/admin/deposits/approve', { id }, { token: op })).body.code,
    ).toBe('request_not_pending');
    expect((await bal(u.token, 3)).available).toBe('250.5');
    const bills = (
      await call(
        t.app,
        'POST',
        '/api/wallet/legal_log',
        { currency: 3 },
        { token: u.token, lang: 'fra' },
      )
    ).body.message as { data: Array<{ amount: string; info: string }> };
    expect(bills.data[0]).toMatchObject({ amount: '250.5', info: 'Dépôt' });
  });

  it('needs the user’s own voucher upload, and a rejected deposit credits nothing', async () => {
    const u = await registerByEmail(t.app);
    const other = await registerByEmail(t.app);
    const res = await call(
      t.app,
      'POST',
      '/api/wallet/charge_req',
      { currency: 3, amount: '10', voucher: await voucher(other.token) },
      { token: u.token },
    );
    expect(res.body.code).toBe('voucher_required');
    const ok = await call(
      t.app,
      'POST',
      '/api/wallet/charge_req',
      { currency: 3, amount: '10', voucher: await voucher(u.token) },
      { token: u.token },
    );
    await call(
      t.app,
      'POST',
      '/api/admin/deposits/reject',
      { id: (ok.body.message as { id: number }).id, reason: 'No payment found' },
      { token: op },
    );
    expect((await bal(u.token, 3)).available).toBe('0');
  });

  it('credits exactly the requested amount: an approval naming another amount is refused, and the audit shows the request’s', async () => {
    const u = await registerByEmail(t.app);
    const req = await call(
      t.app,
      'POST',
      '/api/wallet/charge_req',
      { currency: 3, amount: '10', type: 'bank', voucher: await voucher(u.token) },
      { token: u.token },
    );
    const id = (req.body.message as { id: number }).id;
    for (const amount of ['1000000', '10', '5']) {
      const res = await call(
        t.app,
        'POST',
        '/api/admin/deposits/approve',
        { id, amount },
        { token: op },
      );
      expect(res.body, amount).toMatchObject({
        type: 'error',
        code: 'validation_failed',
        fields: [{ field: 'amount', code: 'unknown_field' }],
      });
    }
    expect((await bal(u.token, 3)).available).toBe('0');
    expect(
      (await call(t.app, 'POST', '/api/admin/deposits/approve', { id }, { token: op })).body.type,
    ).toBe('ok');
    expect((await bal(u.token, 3)).available).toBe('10');
    const audit = (await call(t.app, 'GET', '/api/admin/audit', { limit: 100 }, { token: op })).body
      .message as {
      data: Array<{ action: string; target_id: string; detail: Record<string, unknown> }>;
    };
    expect(
      audit.data.find((a) => a.action === 'deposit.approve' && a.target_id === String(id))?.detail,
    ).toMatchObject({ user_id: u.userId, amount: '10' });
  });

  it('lets one voucher back one deposit request only, enforced by the database too', async () => {
    const u = await registerByEmail(t.app);
    const v = await voucher(u.token);
    const first = await call(
      t.app,
      'POST',
      '/api/wallet/charge_req',
      { currency: 3, amount: '10', voucher: v, idempotency_key: 'voucher-once-1' },
      { token: u.token },
    );
    const id = (first.body.message as { id: number }).id;
    // A repeat of the same request (same idempotency key) is the same request, not a second one.
    expect(
      (
        await call(
          t.app,
          'POST',
          '/api/wallet/charge_req',
          { currency: 3, amount: '10', voucher: v, idempotency_key: 'voucher-once-1' },
          { token: u.token },
        )
      ).body.message,
    ).toEqual({ id });
    for (const body of [
      { amount: '10' },
      { amount: '20', type: 'bank' },
      { amount: '10', idempotency_key: 'voucher-once-2' },
    ]) {
      const again = await call(
        t.app,
        'POST',
        '/api/wallet/charge_req',
        { currency: 3, voucher: v, ...body },
        { token: u.token, lang: 'fra' },
      );
      expect(again.body, JSON.stringify(body)).toMatchObject({
        type: 'error',
        code: 'voucher_already_used',
        message:
          'Ce justificatif appuie déjà une autre demande de dépôt. Téléversez celui de ce paiement',
      });
    }
    // Still held after the first request is rejected: the voucher was that payment's.
    await call(
      t.app,
      'POST',
      '/api/admin/deposits/reject',
      { id, reason: 'No payment found' },
      { token: op },
    );
    expect(
      (
        await call(
          t.app,
          'POST',
          '/api/wallet/charge_req',
          { currency: 3, amount: '10', voucher: v },
          { token: u.token },
        )
      ).body.code,
    ).toBe('voucher_already_used');
    const rows = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM deposit_requests WHERE voucher = $1`,
      [v],
    );
    expect(rows.rows[0]!.n).toBe(1);
    await expect(
      t.db.query(
        `INSERT INTO deposit_requests (user_id, currency_id, amount, method, voucher) VALUES ($1, 3, 1, 'crypto', $2)`,
        [u.userId, v.replace(/^\/uploads\//, '')],
      ),
    ).rejects.toThrow(/deposit_requests_voucher_once|unique/);
  });
});

describe('transfers and exchange', () => {
  it('moves between own account types instantly and records the history', async () => {
    const u = await depositedUser('100');
    const res = await call(
      t.app,
      'POST',
      '/api/wallet/change',
      { currency_id: 3, number: '40', from_field: 'change', to_field: 'lever' },
      { token: u.token, form: true },
    );
    expect(res.body.type).toBe('ok');
    expect((await bal(u.token, 3, 2)).available).toBe('60');
    expect((await bal(u.token, 3, 3)).available).toBe('40');
    const history = (await call(t.app, 'GET', '/api/wallet/hzhistory', {}, { token: u.token })).body
      .message as { data: Array<{ amount: string; from_type: number; to_type: number }> };
    expect(history.data[0]).toMatchObject({ amount: '40', from_type: 2, to_type: 3 });
  });

  it('refuses a transfer beyond the balance, to the same account, or with too many decimals, changing nothing', async () => {
    const u = await depositedUser('10');
    const tries = [
      [{ currency_id: 3, number: '10.000001', from_field: 2, to_field: 4 }, 'insufficient_balance'],
      [{ currency_id: 3, number: '1', from_field: 2, to_field: 2 }, 'same_account'],
      [{ currency_id: 3, number: '1.0000001', from_field: 2, to_field: 4 }, 'amount_too_precise'],
      [{ currency_id: 3, number: '-1', from_field: 2, to_field: 4 }, 'validation_failed'],
      [{ currency_id: 999, number: '1', from_field: 2, to_field: 4 }, 'currency_unknown'],
    ] as const;
    for (const [body, code] of tries)
      expect(
        (await call(t.app, 'POST', '/api/wallet/change', body, { token: u.token, lang: 'jp' })).body
          .code,
      ).toBe(code);
    expect(
      (await call(t.app, 'POST', '/api/wallet/change', tries[0][0], { token: u.token, lang: 'jp' }))
        .body.message,
    ).toBe('残高不足です');
    expect(await bal(u.token, 3, 2)).toMatchObject({ available: '10', frozen: '0' });
  });

  it('answers an account type named after an Object built-in with a validation error, never a 500', async () => {
    const u = await depositedUser('10');
    for (const type of [
      '__proto__',
      'constructor',
      'toString',
      'hasOwnProperty',
      'valueOf',
      '2.5',
      '5',
    ]) {
      for (const [method, url, body] of [
        ['GET', '/api/wallet/detail', { currency: 3, type }],
        ['POST', '/api/wallet/legal_log', { currency: 3, type }],
        [
          'POST',
          '/api/wallet/change',
          { currency_id: 3, number: '1', from_field: type, to_field: 4 },
        ],
        [
          'POST',
          '/api/wallet/change',
          { currency_id: 3, number: '1', from_field: 2, to_field: type },
        ],
      ] as const) {
        const res = await call(t.app, method, url, body, { token: u.token });
        expect(res.status, `${url} ${type}`).toBe(200);
        expect(res.body, `${url} ${type}`).toMatchObject({
          type: 'error',
          code: 'validation_failed',
        });
      }
    }
    expect(
      (
        await call(
          t.app,
          'POST',
          '/api/wallet/change',
          { currency_id: 3, number: '1', from_field: 2, to_field: 2.5 },
          { token: u.token },
        )
      ).body.code,
    ).toBe('validation_failed');
    expect(
      (
        await call(
          t.app,
          'GET',
          '/api/wallet/detail',
          { currency: 3, type: 'micro' },
          { token: u.token },
        )
      ).body.message,
    ).toMatchObject({ account_type: 4, available: '0' });
    expect(await bal(u.token, 3, 2)).toMatchObject({ available: '10', frozen: '0' });
  });

  it('repeats nothing for a repeated idempotency key', async () => {
    const u = await depositedUser('10');
    const body = {
      currency_id: 3,
      number: '3',
      from_field: 2,
      to_field: 4,
      idempotency_key: 'move-once-123',
    };
    const first = await call(t.app, 'POST', '/api/wallet/change', body, { token: u.token });
    const again = await call(t.app, 'POST', '/api/wallet/change', body, { token: u.token });
    expect(again.body.message).toEqual(first.body.message);
    expect((await bal(u.token, 3, 4)).available).toBe('3');
  });

  it('exchanges at the last recorded price less the 0.2% spread, rounding the payout down', async () => {
    t.app.services.market.script!.push('BTC/USDT', '96000', Date.now());
    await t.app.services.market.flush();
    const u = await depositedUser('1000');
    const quote = (
      await call(
        t.app,
        'POST',
        '/api/user/getTransferFee',
        { from_currency_id: 3, to_currency_id: 1, number: '960' },
        { token: u.token },
      )
    ).body.message as { receive: string };
    // 960 USDT × (1 − 0.002) / 96000 = 0.00998 BTC
    expect(quote.receive).toBe('0.00998');
    await call(
      t.app,
      'POST',
      '/api/user/Transfer',
      { from_currency_id: 3, to_currency_id: 1, number: '960' },
      { token: u.token },
    );
    expect((await bal(u.token, 3)).available).toBe('40');
    expect((await bal(u.token, 1)).available).toBe('0.00998');
    expect(
      (
        await call(
          t.app,
          'POST',
          '/api/user/Transfer',
          { from_currency_id: 3, to_currency_id: 1, number: '41' },
          { token: u.token },
        )
      ).body.code,
    ).toBe('insufficient_balance');
  });

  it('answers a same-key exchange retry with what was exchanged, after the price moved (found by the ledger soak)', async () => {
    t.app.services.market.script!.push('BTC/USDT', '96000', Date.now());
    await t.app.services.market.flush();
    const u = await depositedUser('1000');
    const body = {
      from_currency_id: 3,
      to_currency_id: 1,
      number: '480',
      idempotency_key: 'exchange-retry-1',
    };
    const first = await call(t.app, 'POST', '/api/user/Transfer', body, { token: u.token });
    expect(first.body.message).toMatchObject({ receive: '0.00499' });
    t.app.services.market.script!.push('BTC/USDT', '48000', Date.now());
    await t.app.services.market.flush();
    const again = await call(t.app, 'POST', '/api/user/Transfer', body, { token: u.token });
    expect(again.body.message).toMatchObject({
      number: '480',
      receive: '0.00499',
      rate: (first.body.message as { rate: string }).rate,
    });
    expect((await bal(u.token, 3)).available).toBe('520');
    expect((await bal(u.token, 1)).available).toBe('0.00499');
  });

  it('refuses to exchange on a price older than 10 seconds, moving nothing', async () => {
    t.app.services.market.script!.push('ETH/USDT', '3400', Date.now() - 11_000);
    await t.app.services.market.flush();
    const u = await depositedUser('100');
    const res = await call(
      t.app,
      'POST',
      '/api/user/Transfer',
      { from_currency_id: 3, to_currency_id: 2, number: '50' },
      { token: u.token, lang: 'kor' },
    );
    expect(res.body).toMatchObject({
      code: 'price_unavailable',
      message: '현재 실시간 가격이 없습니다. 잠시 후 다시 시도하세요',
    });
    expect((await bal(u.token, 3)).available).toBe('100');
  });
});

describe('withdrawals', () => {
  it('answers two same-key requests sent at once with one withdrawal (found by the ledger soak)', async () => {
    const u = await verifiedWithFundPassword('100');
    const addressId = await usableAddress(u.token);
    const body = {
      currency: 3,
      number: '30',
      address_id: addressId,
      pay_password: 'fund-pass-1',
      idempotency_key: 'same-key-race-1',
    };
    const [a, b] = await Promise.all([
      call(t.app, 'POST', '/api/wallet/out', body, { token: u.token }),
      call(t.app, 'POST', '/api/wallet/out', body, { token: u.token }),
    ]);
    expect([a.body.type, b.body.type]).toEqual(['ok', 'ok']);
    expect(a.body.message).toEqual(b.body.message);
    expect(await bal(u.token, 3)).toMatchObject({ available: '70', frozen: '30' });
  });

  it('freezes the amount until an operator sends it, taking the fee on sending', async () => {
    const u = await verifiedWithFundPassword('100');
    const addressId = await usableAddress(u.token);
    const res = await call(
      t.app,
      'POST',
      '/api/wallet/out',
      { currency: 3, number: '50', address_id: addressId, pay_password: 'fund-pass-1' },
      { token: u.token },
    );
    expect(res.body.type).toBe('ok');
    expect(await bal(u.token, 3)).toMatchObject({ available: '50', frozen: '50' });
    const id = (res.body.message as { id: number }).id;
    expect(
      (
        await call(
          t.app,
          'POST',
          '/api/admin/withdrawals/send',
          { id, txid: '0xabc123' },
          { token: op },
        )
      ).body.type,
    ).toBe('ok');
    expect(await bal(u.token, 3)).toMatchObject({ available: '50', frozen: '0' });
    const list = (await call(t.app, 'GET', '/api/user/withdraw/list', {}, { token: u.token })).body
      .message as {
      data: Array<{ status: string; receive: string; txid: string }>;
      per_page: number;
    };
    expect(list.data[0]).toMatchObject({ status: 'sent', receive: '49', txid: '0xabc123' });
    expect(list.per_page).toBe(10);
    // The ledger names who sent it and what was sent.
    const journal = await t.db.query<{ actor: string; memo: string }>(
      `SELECT actor, memo FROM journals WHERE reason = 'withdraw_sent' AND ref_id = $1`,
      [String(id)],
    );
    expect(journal.rows).toEqual([
      { actor: expect.stringMatching(/^operator:\d+$/), memo: 'txid: 0xabc123' },
    ]);
  });

  it('keeps the typed-txid send for chains the platform does not run, and approval for those it runs', async () => {
    // This app runs no chain: an ERC20 withdrawal is sent by hand, and cannot be approved.
    const u = await verifiedWithFundPassword('100');
    const out = () =>
      call(
        t.app,
        'POST',
        '/api/wallet/out',
        { currency: 3, number: '20', address_id: addressId, pay_password: 'fund-pass-1' },
        { token: u.token },
      );
    const addressId = await usableAddress(u.token);
    const res = await out();
    expect(res.body.type).toBe('ok');
    const id = (res.body.message as { id: number }).id;
    // A withdrawal that failed on chain (its amount returned) does not count in the 24-hour limit.
    await t.db.query(
      `INSERT INTO withdrawals (user_id, currency_id, amount, fee, btc_value, usdt_value, method, destination, hold_id, status)
       SELECT user_id, 3, 1, 0, 200, 1, 'crypto', 'x', hold_id, 'failed' FROM withdrawals WHERE id = $1`,
      [id],
    );
    expect((await out()).body.type).toBe('ok');
    const approve = await call(
      t.app,
      'POST',
      '/api/admin/withdrawals/approve',
      { id },
      { token: op },
    );
    expect(approve.body.code).toBe('withdrawal_not_on_chain');
    // The list filters by the on-chain states too.
    for (const status of ['second_approval', 'approved', 'broadcast', 'confirmed', 'failed']) {
      const listed = await call(t.app, 'GET', '/api/admin/withdrawals', { status }, { token: op });
      expect(listed.body.type).toBe('ok');
    }
    const pending = (
      await call(t.app, 'GET', '/api/admin/withdrawals', { status: 'pending' }, { token: op })
    ).body.message as {
      data: Array<{ id: number; confirmations: number | null; required: number | null }>;
    };
    expect(pending.data.find((w) => w.id === id)).toMatchObject({
      confirmations: null,
      required: null,
    });
  });

  it('returns the frozen amount when an operator rejects', async () => {
    const u = await verifiedWithFundPassword('100');
    const res = await call(
      t.app,
      'POST',
      '/api/wallet/out',
      {
        currency: 3,
        number: '30',
        address_id: await usableAddress(u.token),
        pay_password: 'fund-pass-1',
      },
      { token: u.token },
    );
    await call(
      t.app,
      'POST',
      '/api/admin/withdrawals/reject',
      { id: (res.body.message as { id: number }).id, reason: 'Address flagged' },
      { token: op },
    );
    expect(await bal(u.token, 3)).toMatchObject({ available: '100', frozen: '0' });
    const journal = await t.db.query<{ memo: string }>(
      `SELECT memo FROM journals WHERE reason = 'withdraw_release' AND ref_id = $1`,
      [String((res.body.message as { id: number }).id)],
    );
    expect(journal.rows).toEqual([{ memo: 'rejected: Address flagged' }]);
  });

  it('refuses without verification, without a fund password, with a wrong one, below the minimum, or to a new address', async () => {
    const unverified = await depositedUser('100');
    expect(
      (
        await call(
          t.app,
          'POST',
          '/api/wallet/out',
          { currency: 3, number: '20', address_id: 1, pay_password: 'x' },
          { token: unverified.token },
        )
      ).body.type,
    ).toBe('998');

    const u = await verifiedWithFundPassword('100');
    await t.db.query('UPDATE users SET pay_password_hash = NULL WHERE id = $1', [u.userId]);
    const addressId = await usableAddress(u.token);
    expect(
      (
        await call(
          t.app,
          'POST',
          '/api/wallet/out',
          { currency: 3, number: '20', address_id: addressId, pay_password: 'fund-pass-1' },
          { token: u.token, lang: 'zh' },
        )
      ).body,
    ).toMatchObject({ code: 'pay_password_not_set', message: '未设置交易密码，点击设置' });

    const v = await verifiedWithFundPassword('100');
    const vAddress = await usableAddress(v.token);
    const attempt = (body: Record<string, unknown>) =>
      call(
        t.app,
        'POST',
        '/api/wallet/out',
        { currency: 3, number: '20', address_id: vAddress, pay_password: 'fund-pass-1', ...body },
        { token: v.token },
      );
    expect((await attempt({ pay_password: 'nope-nope' })).body.code).toBe('pay_password_wrong');
    expect((await attempt({ number: '5' })).body.code).toBe('amount_below_minimum');
    expect((await attempt({ number: '100.5' })).body.code).toBe('insufficient_balance');
    expect((await attempt({ address_id: undefined })).body.code).toBe('withdraw_address_required');
    const fresh = await call(
      t.app,
      'POST',
      '/api/user/wallet/save',
      { currency: 3, chain: 'ERC20', name: 'New', address: ETH_ADDRESS },
      { token: v.token },
    );
    expect(
      (await attempt({ address_id: (fresh.body.message as { id: number }).id })).body.code,
    ).toBe('address_cooling_down');
    expect((await attempt({ type: 'bank' })).body.code).toBe('bank_card_required');
    expect(await bal(v.token, 3)).toMatchObject({ available: '100', frozen: '0' });
  });

  it('holds level 1 to 200 BTC-equivalent per rolling 24 hours and 2,000 USDT per fiat withdrawal', async () => {
    const u = await verifiedWithFundPassword('10');
    await t.db.query(
      `INSERT INTO withdrawals (user_id, currency_id, amount, fee, btc_value, usdt_value, method, destination, hold_id, status)
       SELECT $1, 3, 1, 0, 199.9999, 1, 'crypto', 'x', id, 'sent' FROM holds LIMIT 1`,
      [u.userId],
    );
    const res = await call(
      t.app,
      'POST',
      '/api/wallet/out',
      {
        currency: 3,
        number: '10',
        address_id: await usableAddress(u.token),
        pay_password: 'fund-pass-1',
      },
      { token: u.token },
    );
    expect(res.body.code).toBe('withdraw_limit_exceeded');

    const rich = await verifiedWithFundPassword('5000');
    await call(
      t.app,
      'POST',
      '/api/user/cash_save',
      {
        real_name: 'Ada L',
        bank_account: '6222 0200 1234 5678',
        bank_name: 'Bank',
        bank_dizhi: 'Main St',
        bank_network: '001',
        phone: '+1 202 555 0100',
      },
      { token: rich.token },
    );
    const bank = (n: string) =>
      call(
        t.app,
        'POST',
        '/api/wallet/out',
        { currency: 3, number: n, type: 'bank', pay_password: 'fund-pass-1' },
        { token: rich.token },
      );
    expect((await bank('2000.01')).body.code).toBe('fiat_single_limit_exceeded');
    expect((await bank('2000')).body.type).toBe('ok');
  });

  it('requires every bank card field', async () => {
    const u = await registerByEmail(t.app);
    const res = await call(
      t.app,
      'POST',
      '/api/user/cash_save_international',
      { real_name: 'A', bank_account: '12345678', bank_name: 'B' },
      { token: u.token },
    );
    expect(res.body.code).toBe('validation_failed');
    expect(res.body.fields!.map((f) => f.field).sort()).toEqual([
      'aba_number',
      'address',
      'country',
      'phone',
      'swift_code',
    ]);
    expect(
      (await call(t.app, 'GET', '/api/user/cash_info_international', {}, { token: u.token })).body
        .message,
    ).toBeNull();
  });

  it('never shows or moves another user’s funds', async () => {
    const a = await verifiedWithFundPassword('100');
    const b = await verifiedWithFundPassword('100');
    const bAddress = await usableAddress(b.token);
    const res = await call(
      t.app,
      'POST',
      '/api/wallet/out',
      { currency: 3, number: '20', address_id: bAddress, pay_password: 'fund-pass-1' },
      { token: a.token },
    );
    expect(res.body.code).toBe('withdraw_address_required');
    expect(
      (await call(t.app, 'POST', '/api/user/wallet/delete', { id: bAddress }, { token: a.token }))
        .body.code,
    ).toBe('not_found');
    const aAddresses = (await call(t.app, 'GET', '/api/user/wallet/list', {}, { token: a.token }))
      .body.message as { data: Array<{ id: number }> };
    expect(aAddresses.data.map((x) => x.id)).not.toContain(bAddress);
  });
});

describe('withdrawals frozen by an operator', () => {
  it('refuses a withdrawal while frozen, moving nothing, and takes it once lifted', async () => {
    const u = await verifiedWithFundPassword('100');
    const addressId = await usableAddress(u.token);
    const restrict = (frozen: boolean) =>
      call(
        t.app,
        'POST',
        '/api/admin/users/restrict',
        { user_id: u.userId, kind: 'withdraw', frozen, reason: 'Chargeback under review' },
        { token: op },
      );
    const out = () =>
      call(
        t.app,
        'POST',
        '/api/wallet/out',
        { currency: 3, number: '50', address_id: addressId, pay_password: 'fund-pass-1' },
        { token: u.token },
      );
    expect((await restrict(true)).body.type).toBe('ok');
    expect((await out()).body).toMatchObject({ type: 'error', code: 'withdrawals_frozen' });
    expect(await bal(u.token, 3)).toMatchObject({ available: '100', frozen: '0' });
    expect((await restrict(false)).body.type).toBe('ok');
    expect((await out()).body.type).toBe('ok');
    expect(await bal(u.token, 3)).toMatchObject({ available: '50', frozen: '50' });
  });
});

describe('withdrawals held after a credited deposit left the chain', () => {
  it('refuses withdrawals of the held currency only, moving nothing, until the hold is lifted', async () => {
    const u = await verifiedWithFundPassword('100');
    const addressId = await usableAddress(u.token);
    await t.db.query(
      `INSERT INTO withdraw_holds (user_id, currency_id, reason) VALUES ($1, 2, 'deposit re-orged')`,
      [u.userId],
    );
    const out = () =>
      call(
        t.app,
        'POST',
        '/api/wallet/out',
        { currency: 3, number: '50', address_id: addressId, pay_password: 'fund-pass-1' },
        { token: u.token },
      );
    // A hold of another currency (ETH) leaves USDT free.
    expect((await out()).body.type).toBe('ok');
    await t.db.query(
      `INSERT INTO withdraw_holds (user_id, currency_id, reason) VALUES ($1, 3, 'deposit re-orged')`,
      [u.userId],
    );
    expect((await out()).body).toMatchObject({ type: 'error', code: 'withdrawals_held' });
    expect(await bal(u.token, 3)).toMatchObject({ available: '50', frozen: '50' });
    await t.db.query('DELETE FROM withdraw_holds WHERE user_id = $1', [u.userId]);
    expect((await out()).body.type).toBe('ok');
    expect(await bal(u.token, 3)).toMatchObject({ available: '0', frozen: '100' });
  });
});
