import type { FastifyInstance } from 'fastify';
import { systemAccount, userAccount } from '../ledger/accounts';
import { transfer } from '../ledger/ledger';
import { call } from './harness';
import { ageCodes, bindPhone, latestCode, multipart, PNG_1PX, registerByEmail } from './accounts';

/** Test helpers of the community features: money in through the real paths where they matter. */
let faucetSeq = 0;
export async function faucet(
  app: FastifyInstance,
  userId: number,
  accountType: number,
  amount: string,
  currencyId = 3,
): Promise<void> {
  await app.db.tx(async (tx) => {
    const from = await systemAccount(tx, 'demo_faucet', currencyId);
    const to = await userAccount(tx, userId, currencyId, accountType);
    faucetSeq += 1;
    await transfer(
      tx,
      {
        key: `test:community:${userId}:${faucetSeq}:${process.pid}`,
        reason: 'demo_faucet',
        refType: 'test',
        refId: userId,
        actor: 'system:test',
      },
      { from, to, amount },
    );
  });
}

/** An account's available and frozen amounts, trimmed; `['0', '0']` while it has none. */
export async function balances(
  app: FastifyInstance,
  userId: number,
  currencyId: number,
  accountType: number,
): Promise<[string, string]> {
  const { rows } = await app.db.query<{ available: string; frozen: string }>(
    `SELECT trim_scale(available)::text AS available, trim_scale(frozen)::text AS frozen
       FROM ledger_accounts WHERE user_id = $1 AND currency_id = $2 AND account_type = $3`,
    [userId, currencyId, accountType],
  );
  return rows[0] ? [rows[0].available, rows[0].frozen] : ['0', '0'];
}

async function voucher(app: FastifyInstance, token: string) {
  const form = multipart('file', 'receipt.png', PNG_1PX);
  return (
    await app.inject({
      method: 'POST',
      url: '/api/upload?kind=voucher',
      headers: { authorization: token, ...form.headers },
      payload: form.payload,
    })
  ).json().message as string;
}

/** A deposit request of `amount` USDT by a new user, approved by the operator `op`. */
export async function depositedUser(app: FastifyInstance, op: string, amount: string) {
  const u = await registerByEmail(app);
  const req = await call(
    app,
    'POST',
    '/api/wallet/charge_req',
    { currency: 3, amount, type: 'crypto', voucher: await voucher(app, u.token) },
    { token: u.token },
  );
  const id = (req.body.message as { id: number }).id;
  const ok = await call(app, 'POST', '/api/admin/deposits/approve', { id }, { token: op });
  if (ok.body.type !== 'ok') throw new Error(`deposit approval failed: ${JSON.stringify(ok.body)}`);
  return { ...u, depositId: id };
}

let phoneSeq = 0;
/** A level-1 user with a fund password ('fund-pass-1') and `amount` USDT deposited. */
export async function withdrawingUser(app: FastifyInstance, op: string, amount: string) {
  const u = await depositedUser(app, op, amount);
  phoneSeq += 1;
  await bindPhone(
    app,
    u.token,
    '1',
    `303${String(process.pid).slice(-3)}${String(phoneSeq).padStart(4, '0')}`,
  );
  await app.db.query('UPDATE users SET kyc_level = 1 WHERE id = $1', [u.userId]);
  await ageCodes(app, u.email);
  await call(
    app,
    'POST',
    '/api/sms_mail',
    { user_string: u.email, type: 'security' },
    { token: u.token },
  );
  const code = await latestCode(app, u.email);
  await call(
    app,
    'POST',
    '/api/safe/update_password',
    { password: 'fund-pass-1', re_password: 'fund-pass-1', code },
    { token: u.token },
  );
  return u;
}

/** A saved withdrawal address old enough to be used (new ones wait 24 h). */
export async function usableAddress(app: FastifyInstance, token: string): Promise<number> {
  const { addressFor, demoXpub } = await import('../modules/wallet/addresses');
  const saved = await call(
    app,
    'POST',
    '/api/user/wallet/save',
    {
      currency: 3,
      chain: 'ERC20',
      name: 'Cold wallet',
      address: addressFor(demoXpub(), 'ERC20', 999_998).address,
    },
    { token },
  );
  const id = (saved.body.message as { id: number }).id;
  await app.db.query(
    `UPDATE address_book SET created_at = now() - interval '25 hours' WHERE id = $1`,
    [id],
  );
  return id;
}
