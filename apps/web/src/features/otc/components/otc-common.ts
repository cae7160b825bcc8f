import { moneyText, priceText } from '../../../shared/format/precision';
import { useOtcConfig } from '../api';

/** What the OTC screens share: the page's address, the coins traded, the fiat sums' wording. */
export const PATH = '/pages/otc/otc';
export const COINS = [
  { id: 3, name: 'USDT' },
  { id: 1, name: 'BTC' },
  { id: 2, name: 'ETH' },
] as const;
export const DEFAULT_FIAT = 'USD';
export const coinId = (name: string) => COINS.find((c) => c.name === name)?.id ?? 3;

/** A fiat price of one coin, at the fiat's places (to the nearest, as prices are). */
export const fiatPrice = (value: string, o: { fiat: string; fiat_places: number }) =>
  `${priceText(value, o.fiat_places)} ${o.fiat}`;
/** A fiat sum (a limit, a total): the server keeps them in the fiat's places. */
export const fiatSum = (value: string, o: { fiat_places: number }) =>
  moneyText(value, o.fiat_places);

/** The fiats to offer: the configured ones, USD until they load. */
export function useFiats(): readonly string[] {
  const config = useOtcConfig();
  return config.data?.fiats.length ? config.data.fiats : [DEFAULT_FIAT];
}
