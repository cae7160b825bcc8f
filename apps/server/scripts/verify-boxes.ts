/**
 * npm run verify:boxes -- [base url]: recomputes every blind-box opening of every revealed
 * series from what the server publishes — the seed must hash to the commitment shown before
 * the sale, and HMAC-SHA256(seed, box id) must pick the entry each box got. Uses only the
 * public API, so anyone can run it against any node.
 */
import crypto from 'node:crypto';
import { boxDrawMessage, drawFromHmac, type NftBoxSeries, type NftItem } from '@tidemark/contracts';

const base = (process.argv[2] ?? 'http://127.0.0.1:3000').replace(/\/$/, '');

async function get<T>(path: string): Promise<T> {
  const res = await fetch(`${base}/api${path}`);
  const body = (await res.json()) as { type: string; message: T };
  if (body.type !== 'ok') throw new Error(`${path}: ${JSON.stringify(body)}`);
  return body.message;
}

const list = await get<{ data: NftItem[] }>('/bind_box/getBoxList?pay_type=3&limit=100');
const seriesIds = [
  ...new Set(list.data.map((i) => i.series_id).filter((s): s is number => s !== null)),
];
let failures = 0;
for (const id of seriesIds) {
  const s = await get<NftBoxSeries>(`/bind_box/getBoxSeries?series_id=${id}`);
  if (!s.revealed || !s.seed) {
    console.log(`series ${id} (${s.name}): seed not revealed yet; commitment ${s.seed_hash}`);
    continue;
  }
  const seed = Buffer.from(s.seed, 'hex');
  const committed = crypto.createHash('sha256').update(seed).digest('hex') === s.seed_hash;
  let wrong = 0;
  for (const o of s.openings) {
    const hmac = crypto.createHmac('sha256', seed).update(boxDrawMessage(o.box_id)).digest('hex');
    if (drawFromHmac(hmac, s.pool).id !== o.pool_id) wrong++;
  }
  if (!committed || wrong) failures++;
  console.log(
    `series ${id} (${s.name}): seed ${committed ? 'matches' : 'DOES NOT match'} its commitment; ` +
      `${s.openings.length - wrong}/${s.openings.length} openings reproduced`,
  );
}
process.exitCode = failures ? 1 : 0;
