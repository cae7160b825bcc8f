import type { FastifyInstance } from 'fastify';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { ageCodes, bindPhone, latestCode, multipart, PNG_1PX, registerByEmail } from './accounts';
import { call } from './harness';

/**
 * Users who withdraw on chain, made through the real API: a balance credited by an operator's
 * deposit approval, verification level 1, a fund password, and a saved address on ERC20 whose
 * cooling period is over.
 */
let phoneSeq = 0;

async function ok(p: ReturnType<typeof call>) {
  const res = await p;
  if (res.body.type !== 'ok') throw new Error(JSON.stringify(res.body));
  return res.body.message;
}

export async function withdrawingUser(
  app: FastifyInstance,
  op: string,
  balance: { currency: number; amount: string },
) {
  const u = await registerByEmail(app);
  const form = multipart('file', 'receipt.png', PNG_1PX);
  const voucher = (
    await app.inject({
      method: 'POST',
      url: '/api/upload?kind=voucher',
      headers: { authorization: u.token, ...form.headers },
      payload: form.payload,
    })
  ).json().message as string;
  const req = (await ok(
    call(
      app,
      'POST',
      '/api/wallet/charge_req',
      { currency: balance.currency, amount: balance.amount, type: 'crypto', voucher },
      { token: u.token },
    ),
  )) as { id: number };
  await ok(call(app, 'POST', '/api/admin/deposits/approve', { id: req.id }, { token: op }));
  phoneSeq += 1;
  await bindPhone(app, u.token, '1', `303555${String(phoneSeq).padStart(4, '0')}`);
  await app.db.query('UPDATE users SET kyc_level = 1 WHERE id = $1', [u.userId]);
  await ageCodes(app, u.email);
  await ok(call(app, 'POST', '/api/sms_mail', { user_string: u.email, type: 'security' }, u));
  const code = await latestCode(app, u.email);
  await ok(
    call(
      app,
      'POST',
      '/api/safe/update_password',
      { password: 'fund-pass-1', re_password: 'fund-pass-1', code },
      u,
    ),
  );
  return u;
}

/** A fresh address on chain, saved in the user's address book and past its cooling period. */
export async function savedAddress(
  app: FastifyInstance,
  token: string,
  currency: number,
): Promise<{ id: number; address: `0x${string}` }> {
  const address = privateKeyToAccount(generatePrivateKey()).address;
  const saved = (await ok(
    call(
      app,
      'POST',
      '/api/user/wallet/save',
      { currency, chain: 'ERC20', name: 'Own wallet', address },
      { token },
    ),
  )) as { id: number };
  await app.db.query(
    `UPDATE address_book SET created_at = now() - interval '25 hours' WHERE id = $1`,
    [saved.id],
  );
  return { id: saved.id, address };
}

/** A withdrawal request through `/api/wallet/out`; returns its id. */
export async function requestWithdrawal(
  app: FastifyInstance,
  token: string,
  w: { currency: number; number: string; addressId: number },
): Promise<number> {
  const res = (await ok(
    call(
      app,
      'POST',
      '/api/wallet/out',
      {
        currency: w.currency,
        number: w.number,
        address_id: w.addressId,
        pay_password: 'fund-pass-1',
      },
      { token },
    ),
  )) as { id: number };
  return res.id;
}
