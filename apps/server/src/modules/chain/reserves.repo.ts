import type { Queryable } from '../../platform/db';

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
  const { rows } = await q.query<{
    currency_id: number;
    code: string;
    contract: string;
    decimals: number;
  }>(
    `SELECT t.currency_id, c.code, t.contract, t.decimals FROM chain_tokens t
     JOIN currencies c ON c.id = t.currency_id WHERE t.chain = $1 ORDER BY t.currency_id`,
    [chain],
  );
  return rows.map((r) => ({
    currencyId: r.currency_id,
    symbol: r.code,
    contract: r.contract,
    decimals: Number(r.decimals),
  }));
}
