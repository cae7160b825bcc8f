import type { z } from 'zod';
import {
  ACCOUNT_TYPES,
  type addressSaveRequest,
  type chargeRequest,
  type withdrawRequest,
  pageWindow,
  SOCKET_EVENTS,
} from '@tidemark/contracts';
import type { ChainConfig } from '../../config';
import {
  hold,
  releaseHold,
  settleHold,
  systemAccount,
  transfer,
  userAccount,
  userBalance,
} from '../../ledger';
import type { Queryable, Tx } from '../../platform/db';
import { recordAudit } from '../../platform/audit';
import { AppError, fail } from '../../platform/errors';
import { userRestricted } from '../../platform/sessions';
import { getSetting, getSettings } from '../../platform/settings';
import { add, cmp, isPositive, mul, sub, fixed } from '../../platform/money';
import { notify } from '../../platform/inbox';
import { addressFor, demoXpub, isValidAddress } from './addresses';
import { checkPrecision, requireCurrency } from './currency';
import { btcEquivalent, marketPrices } from './prices';
import type { WalletDeps } from './wallet.deps';
import { runChainOf, toAddressEntry, toWithdrawInfo, toWithdrawRecord } from './wallet.view';
import * as repo from './funds.repo';
import type { CurrencyRow } from '../market';
import { userSecurity } from './wallet.repo';

type Operator = { operatorId: number; ip: string };
type PageFilter = { status?: string; page: number; limit: number };
const window = (page: { page: number; limit: number }) => {
  const [limit, offset] = pageWindow(page);
  return { limit, offset };
};

// ---------------------------------------------------------------- deposits

export async function depositAddress(
  deps: WalletDeps,
  userId: number,
  currencyId: number,
  chain?: string,
) {
  const c = await requireCurrency(deps.db, currencyId);
  if (!c.can_deposit) fail('currency_not_depositable');
  const net = chain ?? c.chains[0] ?? '';
  if (!c.chains.includes(net)) fail('address_invalid');
  const existing = await repo.depositAddress(deps.db, userId, c.id, net);
  if (existing) return { currency_id: c.id, chain: net, address: existing, chains: c.chains };
  const { address, path } = addressFor(deps.config.depositXpub ?? demoXpub(), net, userId);
  // The same chain gives a user the same address across currencies (USDT and ETH on ERC20).
  await repo.insertDepositAddress(deps.db, {
    userId,
    currencyId: c.id,
    chain: net,
    address,
    hdPath: path,
  });
  return { currency_id: c.id, chain: net, address, chains: c.chains };
}

/** The platform's receiving bank accounts, as operators set them. */
export async function depositBank(deps: WalletDeps) {
  const s = await getSettings(deps.db, ['bank_receive_domestic', 'bank_receive_international']);
  return { domestic: s.bank_receive_domestic, international: s.bank_receive_international };
}

export async function requestDeposit(
  deps: WalletDeps,
  userId: number,
  input: z.infer<typeof chargeRequest>,
) {
  const c = await requireCurrency(deps.db, input.currency);
  if (!c.can_deposit && input.type === 'crypto') fail('currency_not_depositable');
  checkPrecision(c, input.amount);
  const voucher = input.voucher.replace(/^\/uploads\//, '');
  if (!(await repo.voucherOwnedBy(deps.db, voucher, userId))) fail('voucher_required');
  const chain = input.type === 'crypto' ? (input.chain ?? c.chains[0] ?? '') : '';
  if (input.type === 'crypto' && !c.chains.includes(chain)) fail('address_invalid');
  const key = input.idempotency_key ? `${userId}:${input.idempotency_key}` : null;
  // One voucher backs one request; only a repeat of the request that carries it may name it again.
  const holder = await repo.voucherRequestKey(deps.db, voucher);
  if (holder !== undefined && (key === null || holder !== key)) fail('voucher_already_used');
  try {
    const id = await repo.insertDepositRequest(deps.db, {
      userId,
      currencyId: c.id,
      amount: input.amount,
      method: input.type,
      chain,
      account: input.account ?? '',
      voucher: input.voucher,
      key,
    });
    return { id };
  } catch (err) {
    // A concurrent request took the voucher first: the unique index is the last word.
    if ((err as { code?: string }).code === '23505') throw new AppError('voucher_already_used');
    throw err;
  }
}

export function depositLog(q: Queryable, userId: number | null, filter: PageFilter) {
  return repo.depositPage(q, userId, filter.status ?? null, window(filter));
}

/**
 * Operator credits a deposit: exactly the requested amount, a journal from deposit clearing.
 * A different amount is never an approval (a separate, reasoned adjustment, if ever).
 */
export async function reviewDeposit(
  deps: WalletDeps,
  operator: Operator,
  input: { id: number; approve: boolean; reason?: string },
) {
  const result = await deps.db.tx(async (tx) => {
    const d = (await repo.lockDepositRequest(tx, input.id)) ?? fail('not_found');
    if (d.status !== 'pending') fail('request_not_pending');
    const amount = d.amount;
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
      await notify(
        tx,
        d.user_id,
        'deposit_credited',
        { amount, currency_id: d.currency_id },
        `deposit:${d.id}`,
      );
    }
    await repo.closeDepositRequest(tx, {
      id: d.id,
      status: input.approve ? 'approved' : 'rejected',
      credited: input.approve ? amount : null,
      reason: input.reason ?? '',
      operatorId: operator.operatorId,
    });
    await recordAudit(tx, operator, {
      action: input.approve ? 'deposit.approve' : 'deposit.reject',
      targetType: 'deposit_request',
      targetId: d.id,
      detail: { user_id: d.user_id, amount, reason: input.reason ?? '' },
    });
    return { userId: d.user_id, currencyId: d.currency_id };
  });
  deps.realtime.toUser(result.userId, 'balance', { currency_id: result.currencyId });
  return result;
}

// ---------------------------------------------------------------- address book and bank cards

const ADDRESSES_MAX = 50;

export async function saveAddress(
  deps: WalletDeps,
  userId: number,
  input: z.infer<typeof addressSaveRequest>,
) {
  const c = await requireCurrency(deps.db, input.currency);
  const chain = input.chain ?? c.chains[0] ?? '';
  if (!c.chains.includes(chain) || !isValidAddress(chain, input.address)) fail('address_invalid');
  if ((await repo.addressCount(deps.db, userId)) >= ADDRESSES_MAX) fail('validation_failed');
  const id = await repo.insertAddress(deps.db, {
    userId,
    currencyId: c.id,
    chain,
    name: input.name,
    address: input.address,
  });
  return { id };
}

export async function addressList(
  deps: WalletDeps,
  userId: number,
  page: { page: number; limit: number },
  currencyId?: number,
) {
  const coolingHours = await getSetting(deps.db, 'address_cooling_hours');
  const { rows, total } = await repo.addressPage(
    deps.db,
    userId,
    { currencyId: currencyId ?? null, coolingHours },
    window(page),
  );
  const now = Math.floor(Date.now() / 1000);
  return { rows: rows.map((r) => toAddressEntry(r, now)), total };
}

export async function deleteAddress(deps: WalletDeps, userId: number, id: number): Promise<void> {
  if (!(await repo.deleteAddress(deps.db, userId, id))) fail('not_found');
}

export async function saveCard(
  deps: WalletDeps,
  userId: number,
  kind: repo.CardKind,
  input: Partial<Record<(typeof repo.CARD_FIELDS)[number], string>>,
): Promise<void> {
  await repo.upsertCard(
    deps.db,
    userId,
    kind,
    repo.CARD_FIELDS.map((f) => input[f] ?? ''),
  );
}

export function card(q: Queryable, userId: number, kind: repo.CardKind) {
  return repo.card(q, userId, kind);
}

// ---------------------------------------------------------------- withdrawals

async function limits(q: Queryable, userId: number, level: number) {
  const s = await getSettings(q, [
    'withdraw_limit_btc_24h_level1',
    'withdraw_limit_btc_24h_level2',
    'fiat_single_limit_level1',
    'fiat_single_limit_level2',
  ]);
  const daily = level >= 2 ? s.withdraw_limit_btc_24h_level2 : s.withdraw_limit_btc_24h_level1;
  const fiatSingle = level >= 2 ? s.fiat_single_limit_level2 : s.fiat_single_limit_level1;
  return {
    daily: level >= 1 ? daily : '0',
    fiatSingle: level >= 1 ? fiatSingle : '0',
    used: await repo.withdrawnBtc24h(q, userId),
  };
}

export async function withdrawInfo(deps: WalletDeps, userId: number, currencyId: number) {
  const c = await requireCurrency(deps.db, currencyId);
  const sec = await userSecurity(deps.db, userId);
  const balance = await userBalance(deps.db, userId, c.id, ACCOUNT_TYPES.change);
  const l = await limits(deps.db, userId, sec.kyc_level);
  return toWithdrawInfo(c, sec, balance.available, l);
}

async function destination(
  deps: WalletDeps,
  userId: number,
  c: CurrencyRow,
  input: z.infer<typeof withdrawRequest>,
) {
  if (input.type === 'crypto') {
    if (!input.address_id) fail('withdraw_address_required');
    const hours = await getSetting(deps.db, 'address_cooling_hours');
    const a =
      (await repo.withdrawAddress(deps.db, userId, c.id, input.address_id!, hours)) ??
      fail('withdraw_address_required');
    if (a.cooling) fail('address_cooling_down');
    return { chain: a.chain, destination: a.address };
  }
  const kind = input.type === 'bank' ? 'domestic' : 'international';
  const saved = (await repo.card(deps.db, userId, kind)) ?? fail('bank_card_required');
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
export async function withdraw(
  deps: WalletDeps,
  userId: number,
  input: z.infer<typeof withdrawRequest>,
) {
  const c = await requireCurrency(deps.db, input.currency);
  if (!c.can_withdraw) fail('currency_not_withdrawable');
  checkPrecision(c, input.number);
  if (cmp(input.number, c.min_withdraw) < 0) fail('amount_below_minimum');
  if (cmp(input.number, c.withdraw_fee) <= 0) fail('amount_below_minimum');
  await deps.account.checkPayPassword(userId, input.pay_password).catch((err: unknown) => {
    if (err instanceof AppError && err.code === 'password_wrong')
      throw new AppError('pay_password_wrong');
    throw err;
  });
  await deps.account.checkTotpIfEnabled(userId, input.totp_code);
  const dest = await destination(deps, userId, c, input);
  const key = input.idempotency_key
    ? `${userId}:${input.idempotency_key}`
    : `${userId}:${crypto.randomUUID()}`;
  const prices = marketPrices(deps.market);

  const result = await deps.db.tx(async (tx) => {
    // The replay is looked up under the user's lock: a same-key request that raced this one
    // has committed by then, and is answered instead of failing on the key's unique index.
    await repo.lockUser(tx, userId);
    const replay = await repo.withdrawalByKey(tx, key);
    if (replay !== null) return { id: replay };
    if (await userRestricted(tx, userId, 'withdraw')) fail('withdrawals_frozen');
    if (await repo.withdrawHeld(tx, userId, c.id)) fail('withdrawals_held');
    const sec = await userSecurity(tx, userId);
    if (sec.kyc_level < 1) fail('kyc_required');
    const l = await limits(tx, userId, sec.kyc_level);
    const btc = await btcEquivalent(prices, tx, c.id, input.number);
    if (cmp(add(l.used, btc), l.daily) > 0) fail('withdraw_limit_exceeded');
    const usdt = fixed(mul(input.number, await prices.priceUsdt(tx, c.id)), 6);
    if (input.type !== 'crypto' && cmp(usdt, l.fiatSingle) > 0) fail('fiat_single_limit_exceeded');
    const account = await userAccount(tx, userId, c.id, ACCOUNT_TYPES.change);
    const id = await repo.nextWithdrawalId(tx);
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
    await repo.insertWithdrawal(tx, {
      id,
      userId,
      currencyId: c.id,
      amount: input.number,
      fee: c.withdraw_fee,
      btcValue: btc,
      usdtValue: usdt,
      method: input.type,
      chain: dest.chain,
      destination: dest.destination,
      holdId: h.holdId,
      key,
    });
    return { id };
  });
  deps.realtime.toUser(userId, 'balance', { currency_id: c.id });
  return result;
}

export async function withdrawList(
  q: Queryable,
  chains: readonly ChainConfig[],
  userId: number | null,
  filter: PageFilter,
) {
  const { rows, total } = await repo.withdrawalPage(
    q,
    { userId, status: filter.status ?? null },
    window(filter),
  );
  return { rows: rows.map(toWithdrawRecord(chains)), total };
}

/** One withdrawal as its record (the `withdrawal` event's payload), with its owner. */
export async function withdrawalRecord(q: Queryable, chains: readonly ChainConfig[], id: number) {
  const { rows } = await repo.withdrawalPage(
    q,
    { userId: null, status: null, id },
    { limit: 1, offset: 0 },
  );
  return rows[0] ? toWithdrawRecord(chains)(rows[0]) : null;
}

/**
 * Operator approval of a crypto withdrawal on a chain the platform runs (the broadcaster signs
 * and sends approved ones). Above `withdraw_four_eyes_usdt` it takes two operators: the first
 * approval waits in `second_approval`, and only a different operator's approval completes it.
 */
export async function approveWithdrawal(
  deps: WalletDeps,
  operator: Operator,
  input: { id: number },
) {
  const result = await deps.db.tx(async (tx) => {
    const w = (await repo.lockWithdrawal(tx, input.id)) ?? fail('not_found');
    if (w.status !== 'pending' && w.status !== 'second_approval') fail('request_not_pending');
    if (w.method !== 'crypto' || !runChainOf(deps.config.chains, w.chain, w.currency_code))
      fail('withdrawal_not_on_chain');
    // A credited deposit of the currency left the chain after it was requested: held until an
    // operator has looked at it.
    if (await repo.withdrawHeld(tx, w.user_id, w.currency_id)) fail('withdrawals_held');
    let status: 'second_approval' | 'approved' = 'approved';
    if (w.status === 'second_approval') {
      if (w.first_approved_by === operator.operatorId) fail('withdraw_same_approver');
      await repo.finalApproval(tx, w.id, operator.operatorId);
    } else if (cmp(w.usdt_value, await getSetting(tx, 'withdraw_four_eyes_usdt')) > 0) {
      status = 'second_approval';
      await repo.firstApproval(tx, w.id, operator.operatorId);
    } else {
      await repo.finalApproval(tx, w.id, operator.operatorId);
    }
    await recordAudit(tx, operator, {
      action: status === 'approved' ? 'withdrawal.approve' : 'withdrawal.first_approval',
      targetType: 'withdrawal',
      targetId: w.id,
      detail: {
        user_id: w.user_id,
        amount: w.amount,
        usdt_value: w.usdt_value,
        first_approved_by: w.first_approved_by,
      },
    });
    return { id: w.id, user_id: w.user_id, status };
  });
  const record = await withdrawalRecord(deps.db, deps.config.chains, result.id);
  if (record) deps.realtime.toUser(result.user_id, SOCKET_EVENTS.withdrawal, record);
  return result;
}

type WithdrawalMoney = {
  id: number;
  currency_id: number;
  amount: string;
  fee: string;
  hold_id: number;
};
type WithdrawalJournal = { refType: string; refId: number; actor: string; memo: string };

/**
 * A sent withdrawal's journal: the frozen amount leaves the user, the amount less the fee to
 * withdrawals clearing and the fee to the fee account (by an operator's send, or on chain once
 * its transaction is confirmed).
 */
export async function settleSentWithdrawal(
  tx: Tx,
  w: WithdrawalMoney,
  meta: WithdrawalJournal,
): Promise<void> {
  const clearing = await systemAccount(tx, 'withdraw_clearing', w.currency_id);
  const fees = await systemAccount(tx, 'fees', w.currency_id);
  const legs = [{ accountId: clearing, amount: sub(w.amount, w.fee) }];
  if (isPositive(w.fee)) legs.push({ accountId: fees, amount: w.fee });
  await settleHold(
    tx,
    { ...meta, key: `withdraw:${w.id}:sent`, reason: 'withdraw_sent' },
    { holdId: w.hold_id, legs },
  );
}

/** A refused or failed withdrawal's journal: the frozen amount, fee included, back to the user. */
export async function releaseWithdrawal(
  tx: Tx,
  w: WithdrawalMoney,
  meta: WithdrawalJournal,
): Promise<void> {
  await releaseHold(
    tx,
    { ...meta, key: `withdraw:${w.id}:released`, reason: 'withdraw_release' },
    { holdId: w.hold_id },
  );
}

/** Operator sends (with the chain transaction id) or rejects a pending withdrawal. */
export async function reviewWithdrawal(
  deps: WalletDeps,
  operator: Operator,
  input: { id: number; send: boolean; txid?: string; reason?: string },
) {
  const result = await deps.db.tx(async (tx) => {
    const w = (await repo.lockWithdrawal(tx, input.id)) ?? fail('not_found');
    // A withdrawal waiting for its second approval can still be rejected; once approved it is
    // the broadcaster's.
    if (w.status !== 'pending' && !(w.status === 'second_approval' && !input.send))
      fail('request_not_pending');
    // On a chain the platform runs, the platform sends it itself (approval, then the broadcaster).
    if (
      input.send &&
      w.method === 'crypto' &&
      runChainOf(deps.config.chains, w.chain, w.currency_code)
    )
      fail('withdrawal_sent_on_chain');
    // The journal says why as well as who: the transaction sent, or the reason for refusing.
    const meta = {
      refType: 'withdrawal',
      refId: w.id,
      actor: `operator:${operator.operatorId}`,
      memo: input.send ? `txid: ${input.txid ?? ''}` : `rejected: ${input.reason ?? ''}`,
    };
    if (input.send) await settleSentWithdrawal(tx, w, meta);
    else await releaseWithdrawal(tx, w, meta);
    await notify(
      tx,
      w.user_id,
      input.send ? 'withdrawal_sent' : 'withdrawal_rejected',
      {
        amount: w.amount,
        currency_id: w.currency_id,
        txid: input.txid ?? '',
        reason: input.reason ?? '',
      },
      `withdrawal:${w.id}`,
    );
    await repo.closeWithdrawal(tx, {
      id: w.id,
      status: input.send ? 'sent' : 'rejected',
      txid: input.txid ?? '',
      reason: input.reason ?? '',
      operatorId: operator.operatorId,
    });
    await recordAudit(tx, operator, {
      action: input.send ? 'withdrawal.send' : 'withdrawal.reject',
      targetType: 'withdrawal',
      targetId: w.id,
      detail: {
        user_id: w.user_id,
        amount: w.amount,
        txid: input.txid ?? '',
        reason: input.reason ?? '',
      },
    });
    return { userId: w.user_id, currencyId: w.currency_id };
  });
  deps.realtime.toUser(result.userId, 'balance', { currency_id: result.currencyId });
  return result;
}
