import type { Queryable } from '../../platform/db';
import { pageCurrencyCodes } from '../market';

/**
 * Every deposit address of a chain with its derivation path (a user's address is shared by
 * the chain's currencies, so it is listed once), in a stable order.
 */
export async function depositAddressesOf(
  q: Queryable,
  chain: string,
): Promise<Array<{ address: string; path: string }>> {
  const { rows } = await q.query<{ address: string; path: string }>(
    `SELECT DISTINCT address, hd_path AS path FROM deposit_addresses WHERE chain = $1
     ORDER BY address`,
    [chain],
  );
  return rows;
}

/** The currencies a chain carries as `chain_tokens` records them: contract '' for the native coin. */
export async function chainTokensOf(
  q: Queryable,
  chain: string,
): Promise<Array<{ currencyId: number; symbol: string; contract: string; decimals: number }>> {
  const { rows } = await q.query<{ currency_id: number; contract: string; decimals: number }>(
    `SELECT t.currency_id, t.contract, t.decimals FROM chain_tokens t
      WHERE t.chain = $1 ORDER BY t.currency_id`,
    [chain],
  );
  const code = await pageCurrencyCodes(
    q,
    rows.map((r) => r.currency_id),
  );
  return rows.map((r) => ({
    currencyId: r.currency_id,
    symbol: code(r.currency_id),
    contract: r.contract,
    decimals: Number(r.decimals),
  }));
}
