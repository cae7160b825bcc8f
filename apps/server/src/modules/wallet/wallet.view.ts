import { LEDGER_REASONS, type Currency, type Lang, type LedgerReason } from '@tidemark/contracts';
import type { StatementLine } from '../../ledger';
import type { ChainConfig } from '../../config';
import { sub } from '../../platform/money';
import type { AddressRow, WithdrawalRow } from './funds.repo';
import type { CurrencyRow } from '../market';

/** Wire shapes of the wallet: rows and ledger lines as the contracts name them. */

/**
 * A dollar-pegged currency's money reads like the page's dollar values (two decimals); its
 * ledger keeps the full precision, which only the exact amounts on the wire carry.
 */
const displayPlaces = (c: CurrencyRow): number =>
  c.is_fiat_like ? Math.min(2, c.precision) : c.precision;

export const toCurrency = (c: CurrencyRow): Currency => ({
  id: c.id,
  name: c.code,
  subName: c.code === 'USDT' ? 'ERC20' : (c.chains[0] ?? c.code),
  full_name: c.name,
  precision: c.precision,
  display_places: displayPlaces(c),
  min_withdraw: c.min_withdraw,
  withdraw_fee: c.withdraw_fee,
  can_deposit: c.can_deposit,
  can_withdraw: c.can_withdraw,
  can_trade: c.can_trade,
  chains: c.chains,
  price_usdt: c.ref_price_usdt,
  status: 1,
  image: c.logo || `currency/${c.code.toLowerCase()}.svg`,
});

/** A bill line, with its reason in the reader's language. */
export const toBill = (line: StatementLine, lang: Lang) => ({
  ...line,
  info: LEDGER_REASONS[line.reason as LedgerReason]?.[lang] ?? line.reason,
});

/** The chain the platform runs a withdrawal's currency on, if it does (its own node and hot wallet). */
export const runChainOf = (chains: readonly ChainConfig[], chain: string, currencyCode: string) =>
  chains.find(
    (c) =>
      c.chain === chain &&
      (c.native.symbol === currencyCode || c.tokens.some((t) => t.symbol === currencyCode)),
  );

/**
 * A withdrawal as its owner and operators see it: on a chain the platform runs, the sent
 * transaction's explorer page, and its confirmations against the chain's requirement once
 * broadcast.
 */
export const toWithdrawRecord = (chains: readonly ChainConfig[]) => (row: WithdrawalRow) => {
  const { tx_confirmations, ...w } = row;
  const run = runChainOf(chains, w.chain, w.currency_name);
  const counted = run !== undefined && (w.status === 'broadcast' || w.status === 'confirmed');
  return {
    ...w,
    receive: sub(w.amount, w.fee),
    explorer_url:
      run && run.explorerTxUrl && w.txid ? run.explorerTxUrl.replace('{hash}', w.txid) : '',
    confirmations: counted ? (tx_confirmations ?? 0) : null,
    required: run && typeof run.confirmations === 'number' ? run.confirmations : null,
  };
};

/** A saved address and whether its cooling period is over at `nowS` (Unix seconds). */
export const toAddressEntry = (a: AddressRow, nowS: number) => ({
  ...a,
  usable: a.usable_at <= nowS,
});

/** What the withdrawal screen needs: the currency's terms, the spot balance, the limits of the user's level. */
export const toWithdrawInfo = (
  c: CurrencyRow,
  sec: { kyc_level: number; pay_password_set: boolean; totp_enabled: boolean },
  available: string,
  limits: { daily: string; used: string; fiatSingle: string },
) => ({
  currency_id: c.id,
  currency_name: c.code,
  precision: c.precision,
  display_places: displayPlaces(c),
  min_withdraw: c.min_withdraw,
  withdraw_fee: c.withdraw_fee,
  available,
  chains: c.chains,
  can_withdraw: c.can_withdraw,
  kyc_level: sec.kyc_level,
  limit_btc_24h: limits.daily,
  used_btc_24h: limits.used,
  fiat_single_limit_usdt: limits.fiatSingle,
  pay_password_set: sec.pay_password_set,
  totp_required: sec.totp_enabled,
});
