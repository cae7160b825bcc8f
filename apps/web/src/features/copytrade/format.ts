import { formatDate, LEVER_SHARE_DECIMALS } from '@tidemark/contracts';
import { missingMessage } from '../../shared/ui/load-states';
import { useMoneyPlaces, useMoneyText } from '../../shared/api/currencies';
import { useInstrumentsQuery } from '../../shared/api/instruments';
import { addDecimals, divideDecimals, multiplyDecimals } from '../../shared/format/decimal';
import { percentText, priceText, qtyText, signedMoneyText } from '../../shared/format/precision';

/** Copy trading is margined, paid and shared in USDT only (as the contracts it copies). */
export const MARGIN_CODE = 'USDT';

/** A rate of a trader's stats (win rate, return): half-up at two places ('66.67%'). */
export const pct = (v: string) => percentText(v);

/** Lots at the two decimals a contract's lots have ('0.5' → '0.50'). */
export const lotsText = (v: string) => qtyText(v, LEVER_SHARE_DECIMALS);

/** A moment on a copy-trading screen as the rest of the app writes it ("2026-11-28 17:35"), whatever the language. */
export const copyTime = (seconds: number): string => formatDate(seconds, 'yyyy-mm-dd hh:MM');

/** The server's answers for a trader that does not exist (or never was one): nothing to retry. */
const MISSING_CODES = ['copy_not_trader', 'not_found'];

/** The server's translated "does not exist" message of a failed load, or null for any other failure. */
export const traderMissingMessage = (error: unknown): string | null =>
  missingMessage(error, MISSING_CODES);

/**
 * A copy-trading screen's figures by the precision rule: money at USDT's display
 * places — rounded down for what is held or earned, up for a cost (margin, fee) — and a
 * profit signed.
 */
export function useCopyFigures() {
  const amount = useMoneyText();
  const places = useMoneyPlaces();
  return {
    money: (v: string | null | undefined) => amount(v, MARGIN_CODE),
    cost: (v: string | null | undefined) => amount(v, MARGIN_CODE, 'cost'),
    pnl: (v: string | null | undefined) => signedMoneyText(v, places(MARGIN_CODE)),
  };
}

/** A copied position's price at its instrument's price decimals (all figures until they load). */
export function useCopyPrice(): (v: string | null | undefined, symbol: string) => string {
  const instruments = useInstrumentsQuery().data;
  return (v, symbol) => priceText(v, instruments?.find((i) => i.symbol === symbol)?.price_decimals);
}

/** A follower's lots for a trader's lots (the server's rule): multiple → × and half-up to 2 decimals; fixed lots as given. */
export function copyLots(type: 1 | 2, number: string, traderShare: string): string {
  if (type === 2) return number;
  const exact = multiplyDecimals(traderShare, number);
  // Half up to 2 decimals: add half a unit of the third decimal, then cut.
  return divideDecimals(addDecimals(exact, '0.005'), '1', 2);
}

/** What a copy would hold: margin (notional ÷ leverage, rounded up) and fee (notional × rate). */
export function copyCost(
  lots: string,
  t: { price: string; lot_size: string; multiple: number; fee_rate: string },
): { margin: string; fee: string } {
  const notional = multiplyDecimals(multiplyDecimals(t.price, lots), t.lot_size);
  return {
    margin: divideDecimals(notional, String(t.multiple), 8, 'up'),
    fee: divideDecimals(multiplyDecimals(notional, t.fee_rate), '1', 8, 'up'),
  };
}
