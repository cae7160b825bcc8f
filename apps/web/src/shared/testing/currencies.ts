import { http } from 'msw';
import type { Currency } from '@tidemark/contracts';
import { apiServer, okEnvelope } from './api-server';

function currency(id: number, name: string, precision: number, displayPlaces: number): Currency {
  return {
    id,
    name,
    subName: name,
    full_name: name,
    precision,
    display_places: displayPlaces,
    min_withdraw: '10',
    withdraw_fee: '1',
    can_deposit: true,
    can_withdraw: true,
    can_trade: true,
    chains: [name],
    price_usdt: '1',
    status: 1,
    image: '',
  };
}

/** The seed's places: BTC 8, USDT 6 kept and 2 shown (dollar-pegged). */
export const BTC_CURRENCY = currency(1, 'BTC', 8, 8);
export const USDT_CURRENCY = currency(3, 'USDT', 6, 2);

/** Answers GET /api/currency/list (the places money shows with) for the current test. */
export function serveCurrencies(list: Currency[] = [BTC_CURRENCY, USDT_CURRENCY]): void {
  apiServer.use(http.get('*/api/currency/list', () => okEnvelope(list)));
}
