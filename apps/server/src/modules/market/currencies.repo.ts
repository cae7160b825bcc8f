import type { Queryable } from '../../platform/db';
import { must } from '../../platform/assert';

/**
 * The currency catalogue: the `currencies` table belongs to the market module (beside the
 * instruments quoted in them). Other modules read a currency's precision, code, limits and
 * table price through these functions, inside their own transaction (`q`), and name `market`
 * in their needs; a lint rule keeps the table's name out of their SQL. Lists are read in one
 * statement for all their currencies, never one per row.
 */

export interface CurrencyRow {
  id: number;
  code: string;
  name: string;
  precision: number;
  min_withdraw: string;
  withdraw_fee: string;
  can_deposit: boolean;
  can_withdraw: boolean;
  can_trade: boolean;
  is_fiat_like: boolean;
  chains: string[];
  logo: string;
  ref_price_usdt: string;
}

const CURRENCY_COLUMNS = `id, code, name, precision, trim_scale(min_withdraw)::text AS min_withdraw,
  trim_scale(withdraw_fee)::text AS withdraw_fee, can_deposit, can_withdraw, can_trade, is_fiat_like, chains, logo,
  trim_scale(ref_price_usdt)::text AS ref_price_usdt`;

/** Every currency, in the order screens list them. */
export async function currencyList(q: Queryable): Promise<CurrencyRow[]> {
  return (
    await q.query<CurrencyRow>(`SELECT ${CURRENCY_COLUMNS} FROM currencies ORDER BY sort_order, id`)
  ).rows;
}

/** One currency by id, or null when there is none. */
export async function currency(q: Queryable, id: number): Promise<CurrencyRow | null> {
  return (
    (await q.query<CurrencyRow>(`SELECT ${CURRENCY_COLUMNS} FROM currencies WHERE id = $1`, [id]))
      .rows[0] ?? null
  );
}

/** One currency by code, whatever its case (codes are unique regardless of case), or null. */
export async function currencyByCode(
  q: Queryable,
  code: string,
): Promise<{ id: number; code: string; precision: number } | null> {
  const { rows } = await q.query<{ id: number; code: string; precision: number }>(
    'SELECT id::int, code, precision::int FROM currencies WHERE upper(code) = upper($1)',
    [code],
  );
  return rows[0] ?? null;
}

/** A currency's places (amounts in it carry at most these), or null when there is none. */
export async function currencyPrecision(q: Queryable, id: number): Promise<number | null> {
  return (await currencyPrecisions(q, [id])).get(id) ?? null;
}

/** The places of several currencies in one statement; unknown ids are absent. */
async function currencyPrecisions(
  q: Queryable,
  ids: readonly number[],
): Promise<Map<number, number>> {
  const { rows } = await q.query<{ id: number; precision: number }>(
    'SELECT id::int, precision::int FROM currencies WHERE id = ANY($1::int[])',
    [ids],
  );
  return new Map(rows.map((r) => [Number(r.id), Number(r.precision)]));
}

/** A currency's code, or null when there is none. */
export async function currencyCode(q: Queryable, id: number): Promise<string | null> {
  return (await currencyCodes(q, [id])).get(id) ?? null;
}

/** Codes by id, of the given currencies or (without ids) of all; unknown ids are absent. */
export async function currencyCodes(
  q: Queryable,
  ids?: readonly number[],
): Promise<Map<number, string>> {
  const { rows } = await q.query<{ id: number; code: string }>(
    'SELECT id::int, code FROM currencies WHERE $1::int[] IS NULL OR id = ANY($1::int[])',
    [ids ?? null],
  );
  return new Map(rows.map((r) => [Number(r.id), r.code]));
}

/**
 * The codes of a page's currencies, read in one statement for the page's distinct ids (none for
 * an empty page), as a lookup: a list selects its rows' currency ids and takes each row's code
 * from it, never joining the table. An id the catalogue does not hold breaks an invariant.
 */
export async function pageCurrencyCodes(
  q: Queryable,
  ids: Iterable<number>,
): Promise<(id: number) => string> {
  const distinct = [...new Set(Array.from(ids, Number))];
  const codes = distinct.length ? await currencyCodes(q, distinct) : new Map<number, string>();
  return (id) => must(codes.get(Number(id)), `currency ${id} is in the catalogue`);
}

/**
 * A page of rows whose `currency` holds a currency's id (as a list query selects it, never
 * joining the table), each with that currency's code there instead: one read for the page.
 */
export async function withCurrencyCodes<R extends { currency: string }>(
  q: Queryable,
  rows: R[],
): Promise<R[]> {
  const code = await pageCurrencyCodes(
    q,
    rows.map((r) => Number(r.currency)),
  );
  return rows.map((r) => ({ ...r, currency: code(Number(r.currency)) }));
}

/** Withdrawal limits of several currencies: the minimum and the fee; unknown ids are absent. */
export async function currencyLimits(
  q: Queryable,
  ids: readonly number[],
): Promise<Map<number, { minWithdraw: string; withdrawFee: string }>> {
  const { rows } = await q.query<{ id: number; min: string; fee: string }>(
    `SELECT id::int, trim_scale(min_withdraw)::text AS min, trim_scale(withdraw_fee)::text AS fee
       FROM currencies WHERE id = ANY($1::int[])`,
    [ids],
  );
  return new Map(rows.map((r) => [Number(r.id), { minWithdraw: r.min, withdrawFee: r.fee }]));
}

/**
 * Per currency: its code, its precision and the decimals its USDT instrument records prices
 * at (null for USDT itself and a currency without one), in one statement.
 */
export async function currencyPriceTerms(
  q: Queryable,
  ids: readonly number[],
): Promise<Map<number, { code: string; precision: number; decimals: number | null }>> {
  const { rows } = await q.query<{
    id: number;
    code: string;
    precision: number;
    decimals: number | null;
  }>(
    `SELECT c.id, c.code, c.precision,
            (SELECT i.price_decimals FROM instruments i WHERE i.currency_id = c.id AND i.quote = 'USDT'
              ORDER BY i.id LIMIT 1) AS decimals
       FROM currencies c WHERE c.id = ANY($1::int[])`,
    [ids],
  );
  return new Map(
    rows.map((r) => [
      Number(r.id),
      {
        code: r.code,
        precision: Number(r.precision),
        decimals: r.decimals === null ? null : Number(r.decimals),
      },
    ]),
  );
}

/** The table's reference price in USDT ('0' for an unknown currency), for before the first tick. */
export async function tablePrice(q: Queryable, currencyId: number): Promise<string> {
  const { rows } = await q.query<{ p: string }>(
    'SELECT trim_scale(ref_price_usdt)::text AS p FROM currencies WHERE id = $1',
    [currencyId],
  );
  return rows[0]?.p ?? '0';
}

/** Every currency's table reference price in USDT. */
export async function tablePrices(q: Queryable): Promise<Array<{ id: number; p: string }>> {
  return (
    await q.query<{ id: number; p: string }>(
      'SELECT id, trim_scale(ref_price_usdt)::text AS p FROM currencies',
    )
  ).rows;
}

// ---------------------------------------------------------------- new tokens (launchpad)

/** Of the given ids, those that are currencies. */
export async function existingCurrencies(q: Queryable, ids: readonly number[]): Promise<number[]> {
  const { rows } = await q.query<{ id: number }>(
    'SELECT id FROM currencies WHERE id = ANY($1::int[])',
    [ids],
  );
  return rows.map((r) => r.id);
}

/**
 * Adds a token, not yet deposited, withdrawn nor traded. Tokens get ids from 1000 up, clear of
 * the platform's own currencies; the table lock keeps two new tokens off one id.
 */
export async function insertToken(
  q: Queryable,
  t: { code: string; name: string; precision: number },
): Promise<number> {
  await q.query('LOCK TABLE currencies IN SHARE ROW EXCLUSIVE MODE');
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO currencies (id, code, name, precision, can_deposit, can_withdraw, can_trade, sort_order)
     SELECT greatest(1000, coalesce(max(id), 0) + 1), $1, $2, $3, false, false, false, 200 FROM currencies
     RETURNING id`,
    [t.code, t.name, t.precision],
  );
  return rows[0]!.id;
}

/** Opens a currency to trading (a launchpad token once its project is listed). */
export async function setTradable(q: Queryable, currencyId: number): Promise<void> {
  await q.query('UPDATE currencies SET can_trade = true WHERE id = $1', [currencyId]);
}
