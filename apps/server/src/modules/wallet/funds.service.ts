import type { z } from 'zod';
import {
  ACCOUNT_TYPES,
  type addressSaveRequest,
  type chargeRequest,
  type withdrawRequest,
  pageWindow,
} from '@tidemark/contracts';
import { systemAccount, userAccount } from '../../ledger/accounts';
import { hold, releaseHold, settleHold, transfer } from '../../ledger/ledger';
import type { Queryable } from '../../platform/db';
import { AppError, fail } from '../../platform/errors';
import { add, cmp, isPositive, mul, sub, fixed } from '../../platform/money';
import { checkPayPassword, checkTotpIfEnabled } from '../account';
import { addressFor, DEMO_XPUB, isValidAddress } from './addresses';
import * as repo from './wallet.repo';
import {
  btcEquivalent,
  checkPrecision,
  pricesOf,
  requireCurrency,
  type Deps,
} from './wallet.service';

// ---------------------------------------------------------------- deposits

export async function depositAddress(
  deps: Deps,
  userId: number,
  currencyId: number,
  chain?: string,
) {
  const c = await requireCurrency(deps.db, currencyId);
  if (!c.can_deposit) fail('currency_not_depositable');
  const net = chain ?? c.chains[0]!;
  if (!c.chains.includes(net)) fail('address_invalid');
  const existing = await deps.db.query<{ address: string }>(
    'SELECT address FROM deposit_addresses WHERE user_id = $1 AND currency_id = $2 AND chain = $3',
    [userId, c.id, net],
  );
  if (existing.rows[0])
    return { currency_id: c.id, chain: net, address: existing.rows[0].address, chains: c.chains };
  const { address, path } = addressFor(deps.config.depositXpub ?? DEMO_XPUB, net, userId);
  // The same chain gives a user the same address across currencies (USDT and ETH on ERC20).
  await deps.db.query(
    `INSERT INTO deposit_addresses (user_id, currency_id, chain, address, hd_path) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT DO NOTHING`,
    [userId, c.id, net, `${address}`, path],
  );
  return { currency_id: c.id, chain: net, address, chains: c.chains };
}

export async function requestDeposit(
  deps: Deps,
  userId: number,
  input: z.infer<typeof chargeRequest>,
) {
  const c = await requireCurrency(deps.db, input.currency);
  if (!c.can_deposit && input.type === 'crypto') fail('currency_not_depositable');
  checkPrecision(c, input.amount);
  const voucher = input.voucher.replace(/^\/uploads\//, '');
  const owned = await deps.db.query(
    `SELECT 1 FROM uploads WHERE name = $1 AND user_id = $2 AND kind = 'voucher'`,
    [voucher, userId],
  );
  if (!owned.rowCount) fail('voucher_required');
  const chain = input.type === 'crypto' ? (input.chain ?? c.chains[0] ?? '') : '';
  if (input.type === 'crypto' && !c.chains.includes(chain)) fail('address_invalid');
  const key = input.idempotency_key ? `${userId}:${input.idempotency_key}` : null;
  const { rows } = await deps.db.query<{ id: number }>(
    `INSERT INTO deposit_requests (user_id, currency_id, amount, method, chain, account, voucher, idempotency_key)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (idempotency_key) DO UPDATE SET idempotency_key = EXCLUDED.idempotency_key
     RETURNING id`,
    [userId, c.id, input.amount, input.type, chain, input.account ?? '', input.voucher, key],
  );
  return { id: rows[0]!.id };
}

export async function depositLog(
  q: Queryable,
  userId: number | null,
  filter: { status?: string; page: number; limit: number },
) {
  const { rows } = await q.query<{ total: number } & Record<string, unknown>>(
    `SELECT d.id, d.user_id, d.currency_id, c.code AS currency_name, trim_scale(d.amount)::text AS amount, d.method, d.chain, d.status,
            d.reason, d.voucher, extract(epoch FROM d.created_at)::bigint AS created_at,
            coalesce(u.email, '+' || u.area_code || ' ' || u.phone) AS account, count(*) OVER ()::int AS total
       FROM deposit_requests d JOIN currencies c ON c.id = d.currency_id JOIN users u ON u.id = d.user_id
      WHERE ($1::bigint IS NULL OR d.user_id = $1) AND ($2::text IS NULL OR d.status = $2)
      ORDER BY d.id DESC LIMIT $3 OFFSET $4`,
    [userId, filter.status ?? null, ...pageWindow(filter)],
  );
  return { rows, total: rows[0]?.total ?? 0 };
}

/** Operator credits a deposit (optionally a corrected amount): a journal from deposit clearing. */
export async function reviewDeposit(
  deps: Deps,
  operator: { operatorId: number; ip: string },
  input: { id: number; approve: boolean; amount?: string | undefined; reason?: string },
) {
  const result = await deps.db.tx(async (tx) => {
    const { rows } = await tx.query<{
      id: number;
      user_id: number;
      currency_id: number;
      amount: string;
      status: string;
    }>(
      'SELECT id, user_id, currency_id, trim_scale(amount)::text AS amount, status FROM deposit_requests WHERE id = $1 FOR UPDATE',
      [input.id],
    );
    const d = rows[0] ?? fail('not_found');
    if (d.status !== 'pending') fail('request_not_pending');
    const amount = input.amount ?? d.amount;
    if (input.approve) {
      checkPrecision(await requireCurrency(tx, d.currency_id), amount);
      const from = await systemAccount(tx, 'deposit_clearing', d.currency_id);
      const to = await userAccount(tx, d.user_id, d.currency_id, ACCOUNT_TYPES.change);
      await transfer(
        tx,
        {
          key: `deposit:${d.id}`,
          reason: 'deposit',
          refType: 'deposit_request',
          refId: d.id,
          actor: `operator:${operator.operatorId}`,
        },
        { from, to, amount },
      );
    }
    await tx.query(
      `UPDATE deposit_requests SET status = $2, credited = $3, reason = $4, reviewed_at = now(), reviewed_by = $5 WHERE id = $1`,
      [
        d.id,
        input.approve ? 'approved' : 'rejected',
        input.approve ? amount : null,
        input.reason ?? '',
        operator.operatorId,
      ],
    );
    await audit(
      tx,
      operator,
      input.approve ? 'deposit.approve' : 'deposit.reject',
      'deposit_request',
      d.id,
      { user_id: d.user_id, amount, reason: input.reason ?? '' },
    );
    return { userId: d.user_id, currencyId: d.currency_id };
  });
  deps.realtime.toUser(result.userId, 'balance', { currency_id: result.currencyId });
  return result;
}

// ---------------------------------------------------------------- address book and bank cards

export async function saveAddress(
  deps: Deps,
  userId: number,
  input: z.infer<typeof addressSaveRequest>,
) {
  const c = await requireCurrency(deps.db, input.currency);
  const chain = input.chain ?? c.chains[0] ?? '';
  if (!c.chains.includes(chain) || !isValidAddress(chain, input.address)) fail('address_invalid');
  const count = await deps.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM address_book WHERE user_id = $1 AND deleted_at IS NULL',
    [userId],
  );
  if (count.rows[0]!.n >= 50) fail('validation_failed');
  const { rows } = await deps.db.query<{ id: number }>(
    'INSERT INTO address_book (user_id, currency_id, chain, name, address) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [userId, c.id, chain, input.name, input.address],
  );
  return { id: rows[0]!.id };
}

export async function addressList(
  deps: Deps,
  userId: number,
  page: { page: number; limit: number },
  currencyId?: number,
) {
  const hours = Number(await repo.setting(deps.db, 'address_cooling_hours', '24'));
  const { rows } = await deps.db.query<
    { total: number; created_at: number; usable_at: number } & Record<string, unknown>
  >(
    `SELECT a.id, a.currency_id, c.code AS currency_name, a.chain, a.name, a.address,
            extract(epoch FROM a.created_at)::bigint AS created_at,
            extract(epoch FROM a.created_at + make_interval(hours => $4))::bigint AS usable_at,
            count(*) OVER ()::int AS total
       FROM address_book a JOIN currencies c ON c.id = a.currency_id
      WHERE a.user_id = $1 AND a.deleted_at IS NULL AND ($5::int IS NULL OR a.currency_id = $5)
      ORDER BY a.id DESC LIMIT $2 OFFSET $3`,
    [userId, ...pageWindow(page), hours, currencyId ?? null],
  );
  const now = Math.floor(Date.now() / 1000);
  return {
    rows: rows.map(({ total: _t, ...r }) => ({ ...r, usable: r.usable_at <= now })),
    total: rows[0]?.total ?? 0,
  };
}

export async function deleteAddress(deps: Deps, userId: number, id: number) {
  const { rowCount } = await deps.db.query(
    'UPDATE address_book SET deleted_at = now() WHERE id = $1 AND user_id = $2 AND deleted_at IS NULL',
    [id, userId],
  );
  if (!rowCount) fail('not_found');
}

const CARD_FIELDS = [
  'real_name',
  'bank_account',
  'bank_name',
  'bank_dizhi',
  'bank_network',
  'swift_code',
  'aba_number',
  'country',
  'address',
  'phone',
] as const;

export async function saveCard(
  deps: Deps,
  userId: number,
  kind: 'domestic' | 'international',
  input: Partial<Record<(typeof CARD_FIELDS)[number], string>>,
) {
  const values = CARD_FIELDS.map((f) => input[f] ?? '');
  await deps.db.query(
    `INSERT INTO bank_cards (user_id, kind, ${CARD_FIELDS.join(', ')}) VALUES ($1, $2, ${CARD_FIELDS.map((_, i) => `$${i + 3}`).join(', ')})
     ON CONFLICT (user_id, kind) DO UPDATE SET ${CARD_FIELDS.map((f) => `${f} = EXCLUDED.${f}`).join(', ')}, updated_at = now()`,
    [userId, kind, ...values],
  );
}

export async function card(q: Queryable, userId: number, kind: 'domestic' | 'international') {
  const { rows } = await q.query<
    Record<(typeof CARD_FIELDS)[number], string> & { kind: 'domestic' | 'international' }
  >(`SELECT kind, ${CARD_FIELDS.join(', ')} FROM bank_cards WHERE user_id = $1 AND kind = $2`, [
    userId,
    kind,
  ]);
  return rows[0] ?? null;
}

// ---------------------------------------------------------------- withdrawals

async function limits(q: Queryable, userId: number, level: number) {
  const suffix = level >= 2 ? 'level2' : 'level1';
  const daily = await repo.setting(
    q,
    `withdraw_limit_btc_24h_${suffix}`,
    level >= 2 ? '500' : '200',
  );
  const fiatSingle = await repo.setting(
    q,
    `fiat_single_limit_${suffix}`,
    level >= 2 ? '1000000' : '2000',
  );
  const used = await q.query<{ used: string }>(
    `SELECT coalesce(trim_scale(sum(btc_value)), 0)::text AS used FROM withdrawals
        WHERE user_id = $1 AND status <> 'rejected' AND created_at > now() - interval '24 hours'`,
    [userId],
  );
  return {
    daily: level >= 1 ? daily : '0',
    fiatSingle: level >= 1 ? fiatSingle : '0',
    used: used.rows[0]!.used,
  };
}

export async function withdrawInfo(deps: Deps, userId: number, currencyId: number) {
  const c = await requireCurrency(deps.db, currencyId);
  const sec = await repo.userSecurity(deps.db, userId);
  const account = await deps.db.query<{ available: string }>(
    `SELECT trim_scale(available)::text AS available FROM ledger_accounts WHERE user_id = $1 AND currency_id = $2 AND account_type = 2`,
    [userId, c.id],
  );
  const l = await limits(deps.db, userId, sec.kyc_level);
  return {
    currency_id: c.id,
    currency_name: c.code,
    precision: c.precision,
    min_withdraw: c.min_withdraw,
    withdraw_fee: c.withdraw_fee,
    available: account.rows[0]?.available ?? '0',
    chains: c.chains,
    can_withdraw: c.can_withdraw,
    kyc_level: sec.kyc_level,
    limit_btc_24h: l.daily,
    used_btc_24h: l.used,
    fiat_single_limit_usdt: l.fiatSingle,
    pay_password_set: sec.pay_password_set,
    totp_required: sec.totp_enabled,
  };
}

async function destination(
  deps: Deps,
  userId: number,
  c: repo.CurrencyRow,
  input: z.infer<typeof withdrawRequest>,
) {
  if (input.type === 'crypto') {
    if (!input.address_id) fail('withdraw_address_required');
    const hours = Number(await repo.setting(deps.db, 'address_cooling_hours', '24'));
    const { rows } = await deps.db.query<{ chain: string; address: string; cooling: boolean }>(
      `SELECT chain, address, created_at > now() - make_interval(hours => $4) AS cooling FROM address_book
        WHERE id = $1 AND user_id = $2 AND currency_id = $3 AND deleted_at IS NULL`,
      [input.address_id, userId, c.id, hours],
    );
    const a = rows[0] ?? fail('withdraw_address_required');
    if (a.cooling) fail('address_cooling_down');
    return { chain: a.chain, destination: a.address };
  }
  const kind = input.type === 'bank' ? 'domestic' : 'international';
  const saved = (await card(deps.db, userId, kind)) ?? fail('bank_card_required');
  return {
    chain: '',
    destination: `${saved.bank_name} ${saved.bank_account} (${saved.real_name})`,
  };
}

/**
 * A withdrawal request: fund password (and TOTP when on), minimum, precision, limits of the
 * verification level, a usable destination; then the amount is frozen until an operator
 * sends or rejects it. One transaction; the fee is taken when it is sent.
 */
export async function withdraw(deps: Deps, userId: number, input: z.infer<typeof withdrawRequest>) {
  const c = await requireCurrency(deps.db, input.currency);
  if (!c.can_withdraw) fail('currency_not_withdrawable');
  checkPrecision(c, input.number);
  if (cmp(input.number, c.min_withdraw) < 0) fail('amount_below_minimum');
  if (cmp(input.number, c.withdraw_fee) <= 0) fail('amount_below_minimum');
  await checkPayPassword(deps, userId, input.pay_password).catch((err: unknown) => {
    if (err instanceof AppError && err.code === 'password_wrong')
      throw new AppError('pay_password_wrong');
    throw err;
  });
  await checkTotpIfEnabled(deps, userId, input.totp_code);
  const dest = await destination(deps, userId, c, input);
  const key = input.idempotency_key
    ? `${userId}:${input.idempotency_key}`
    : `${userId}:${crypto.randomUUID()}`;

  const result = await deps.db.tx(async (tx) => {
    const replay = await tx.query<{ id: number }>(
      'SELECT id FROM withdrawals WHERE idempotency_key = $1',
      [key],
    );
    if (replay.rows[0]) return { id: replay.rows[0].id };
    // Serialise one user's withdrawals so the rolling limit cannot be raced past.
    await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
    const sec = await repo.userSecurity(tx, userId);
    if (sec.kyc_level < 1) fail('kyc_required');
    const l = await limits(tx, userId, sec.kyc_level);
    const btc = await btcEquivalent(deps, tx, c.id, input.number);
    if (cmp(add(l.used, btc), l.daily) > 0) fail('withdraw_limit_exceeded');
    const usdt = fixed(mul(input.number, await pricesOf(deps).priceUsdt(tx, c.id)), 6);
    if (input.type !== 'crypto' && cmp(usdt, l.fiatSingle) > 0) fail('fiat_single_limit_exceeded');
    const account = await userAccount(tx, userId, c.id, ACCOUNT_TYPES.change);
    const { rows } = await tx.query<{ id: number }>(
      `SELECT nextval(pg_get_serial_sequence('withdrawals', 'id'))::bigint AS id`,
    );
    const id = rows[0]!.id;
    const h = await hold(
      tx,
      {
        key: `withdraw:${id}`,
        reason: 'withdraw_hold',
        refType: 'withdrawal',
        refId: id,
        actor: `user:${userId}`,
      },
      { accountId: account, amount: input.number },
    );
    await tx.query(
      `INSERT INTO withdrawals (id, user_id, currency_id, amount, fee, btc_value, usdt_value, method, chain, destination, hold_id, idempotency_key)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [
        id,
        userId,
        c.id,
        input.number,
        c.withdraw_fee,
        btc,
        usdt,
        input.type,
        dest.chain,
        dest.destination,
        h.holdId,
        key,
      ],
    );
    return { id };
  });
  deps.realtime.toUser(userId, 'balance', { currency_id: c.id });
  return result;
}

export async function withdrawList(
  q: Queryable,
  userId: number | null,
  filter: { status?: string; page: number; limit: number },
) {
  const { rows } = await q.query<
    { total: number; amount: string; fee: string } & Record<string, unknown>
  >(
    `SELECT w.id, w.user_id, w.currency_id, c.code AS currency_name, trim_scale(w.amount)::text AS amount, trim_scale(w.fee)::text AS fee,
            w.method, w.chain, w.destination, w.status, w.txid, w.reason, extract(epoch FROM w.created_at)::bigint AS created_at,
            count(*) OVER ()::int AS total
       FROM withdrawals w JOIN currencies c ON c.id = w.currency_id
      WHERE ($1::bigint IS NULL OR w.user_id = $1) AND ($2::text IS NULL OR w.status = $2)
      ORDER BY w.id DESC LIMIT $3 OFFSET $4`,
    [userId, filter.status ?? null, ...pageWindow(filter)],
  );
  return {
    rows: rows.map(({ total: _t, ...r }) => ({ ...r, receive: sub(r.amount, r.fee) })),
    total: rows[0]?.total ?? 0,
  };
}

/** Operator sends (with the chain transaction id) or rejects a pending withdrawal. */
export async function reviewWithdrawal(
  deps: Deps,
  operator: { operatorId: number; ip: string },
  input: { id: number; send: boolean; txid?: string; reason?: string },
) {
  const result = await deps.db.tx(async (tx) => {
    const { rows } = await tx.query<{
      id: number;
      user_id: number;
      currency_id: number;
      amount: string;
      fee: string;
      hold_id: number;
      status: string;
    }>(
      'SELECT id, user_id, currency_id, trim_scale(amount)::text AS amount, trim_scale(fee)::text AS fee, hold_id, status FROM withdrawals WHERE id = $1 FOR UPDATE',
      [input.id],
    );
    const w = rows[0] ?? fail('not_found');
    if (w.status !== 'pending') fail('request_not_pending');
    const meta = { refType: 'withdrawal', refId: w.id, actor: `operator:${operator.operatorId}` };
    if (input.send) {
      const clearing = await systemAccount(tx, 'withdraw_clearing', w.currency_id);
      const fees = await systemAccount(tx, 'fees', w.currency_id);
      const legs = [{ accountId: clearing, amount: sub(w.amount, w.fee) }];
      if (isPositive(w.fee)) legs.push({ accountId: fees, amount: w.fee });
      await settleHold(
        tx,
        { ...meta, key: `withdraw:${w.id}:sent`, reason: 'withdraw_sent' },
        { holdId: w.hold_id, legs },
      );
    } else {
      await releaseHold(
        tx,
        { ...meta, key: `withdraw:${w.id}:released`, reason: 'withdraw_release' },
        { holdId: w.hold_id },
      );
    }
    await tx.query(
      `UPDATE withdrawals SET status = $2, txid = $3, reason = $4, reviewed_at = now(), reviewed_by = $5 WHERE id = $1`,
      [
        w.id,
        input.send ? 'sent' : 'rejected',
        input.txid ?? '',
        input.reason ?? '',
        operator.operatorId,
      ],
    );
    await audit(
      tx,
      operator,
      input.send ? 'withdrawal.send' : 'withdrawal.reject',
      'withdrawal',
      w.id,
      { user_id: w.user_id, amount: w.amount, txid: input.txid ?? '', reason: input.reason ?? '' },
    );
    return { userId: w.user_id, currencyId: w.currency_id };
  });
  deps.realtime.toUser(result.userId, 'balance', { currency_id: result.currencyId });
  return result;
}

async function audit(
  q: Queryable,
  operator: { operatorId: number; ip: string },
  action: string,
  targetType: string,
  targetId: number,
  detail: Record<string, unknown>,
) {
  await q.query(
    `INSERT INTO audit_log (operator_id, action, target_type, target_id, detail, ip) VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      operator.operatorId,
      action,
      targetType,
      String(targetId),
      JSON.stringify(detail),
      operator.ip,
    ],
  );
}
