import { boxDrawMessage, drawFromHmac, type NftBoxSeries } from '@tidemark/contracts';

const hex = (buf: ArrayBuffer) =>
  [...new Uint8Array(buf)].map((b) => b.toString(16).padStart(2, '0')).join('');
const bytes = (h: string) => new Uint8Array(h.match(/../g)!.map((b) => parseInt(b, 16)));

export interface Verification {
  /** SHA-256 of the revealed seed equals the hash published before the sale. */
  commitmentHolds: boolean;
  openings: Array<{
    box_id: number;
    code: string;
    pool_id: number;
    recomputed: number;
    hmac: string;
  }>;
}

/**
 * Recomputes, in the browser, what the server claims: the seed against its commitment and
 * every opening from HMAC-SHA256(seed, box id) — the same rule as `npm run verify:boxes`.
 */
export async function verifySeries(series: NftBoxSeries): Promise<Verification | null> {
  if (!series.seed) return null;
  const seed = bytes(series.seed);
  const digest = hex(await crypto.subtle.digest('SHA-256', seed));
  const key = await crypto.subtle.importKey('raw', seed, { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  const openings = [];
  for (const o of series.openings) {
    const mac = hex(
      await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(boxDrawMessage(o.box_id))),
    );
    openings.push({ ...o, hmac: mac, recomputed: drawFromHmac(mac, series.pool).id });
  }
  return { commitmentHolds: digest === series.seed_hash, openings };
}
