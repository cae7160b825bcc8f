import type { Queryable } from '../../platform/db';

// ---------------------------------------------------------------- tokens

export async function tokenContract(
  q: Queryable,
  chain: string,
  currencyId: number,
): Promise<string | null> {
  const { rows } = await q.query<{ contract: string }>(
    'SELECT contract FROM chain_tokens WHERE chain = $1 AND currency_id = $2',
    [chain, currencyId],
  );
  return rows[0]?.contract ?? null;
}

/** Records the contract a currency is accepted from on a chain ('' for the native coin). */
export async function saveToken(
  q: Queryable,
  t: { chain: string; currencyId: number; contract: string; decimals: number },
): Promise<void> {
  await q.query(
    `INSERT INTO chain_tokens (chain, currency_id, contract, decimals) VALUES ($1, $2, $3, $4)
     ON CONFLICT (chain, currency_id) DO UPDATE SET contract = EXCLUDED.contract, decimals = EXCLUDED.decimals`,
    [t.chain, t.currencyId, t.contract, t.decimals],
  );
}
