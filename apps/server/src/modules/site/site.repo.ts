import type { Queryable } from '../../platform/db';

export async function publicSettings(q: Queryable): Promise<Map<string, string>> {
  const { rows } = await q.query<{ key: string; value: string }>('SELECT key, value FROM settings WHERE is_public');
  return new Map(rows.map((r) => [r.key, r.value]));
}

export async function fiatRates(q: Queryable) {
  const { rows } = await q.query<{ currency_code: string; rate: string; save_time: number }>(
    `SELECT currency_code, trim_scale(rate)::text AS rate, extract(epoch FROM saved_at)::bigint AS save_time
       FROM fiat_rates ORDER BY sort_order`,
  );
  return rows;
}
