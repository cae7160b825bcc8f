/**
 * The blind-box draw, shared by the server, the verification page and `npm run verify:boxes`:
 * HMAC-SHA256 keyed by the series' seed over the box id (decimal text) gives a 256-bit number;
 * its remainder by the sum of the weights picks the entry of the pool, walked in id order.
 * The seed is committed to (its SHA-256 published) before the first sale, and the box id is
 * fixed at purchase, so nobody can choose a result afterwards.
 */
export const boxDrawMessage = (boxId: number): string => String(boxId);

export function drawFromHmac<T extends { id: number; weight: number }>(
  hmacHex: string,
  pool: readonly T[],
): T {
  if (!/^[0-9a-f]{64}$/.test(hmacHex)) throw new Error('hmac must be 64 hex digits');
  const ordered = [...pool].sort((a, b) => a.id - b.id);
  const total = ordered.reduce((s, p) => s + p.weight, 0);
  if (!ordered.length || total <= 0) throw new Error('empty pool');
  let r = BigInt(`0x${hmacHex}`) % BigInt(total);
  for (const entry of ordered) {
    if (r < BigInt(entry.weight)) return entry;
    r -= BigInt(entry.weight);
  }
  return ordered[ordered.length - 1]!;
}
