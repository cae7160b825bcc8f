import { LEDGER_REASONS, type Currency, type Lang, type LedgerReason } from '@tidemark/contracts';
import type { StatementLine } from '../../ledger';
import { sub } from '../../platform/money';
import type { AddressRow, WithdrawalRow } from './funds.repo';
import type { CurrencyRow } from './wallet.repo';

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

export const toWithdrawRecord = (w: WithdrawalRow) => ({
  ...w,
  receive: sub(w.amount, w.fee),
  explorer_url: '',
  confirmations: null,
  required: null,
});

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
