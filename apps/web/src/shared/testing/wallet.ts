import { apiServer, http, okEnvelope } from './api-server';

/** The demo currencies' ids, as /api/currency/list numbers them. */
const IDS: Record<string, number> = { BTC: 1, ETH: 2, USDT: 3 };

/**
 * GET /api/wallet/list with these amounts available in the spot account (what every product
 * screen spends from), by currency code: `serveSpotBalances({ USDT: '1000' })`.
 */
export function serveSpotBalances(available: Record<string, string>): void {
  const balances = Object.entries(available).map(([code, amount]) => ({
    currency_id: IDS[code] ?? 0,
    currency_name: code,
    available: amount,
    frozen: '0',
    usdt_value: '0',
    fiat_value: '0',
  }));
  apiServer.use(
    http.get('*/api/wallet/list', () =>
      okEnvelope({
        fiat: 'USD',
        fiat_rate: '1',
        total_usdt: '0',
        total_fiat: '0',
        accounts: [{ account_type: 2, name: 'change', total_usdt: '0', total_fiat: '0', balances }],
      }),
    ),
  );
}
