import { z } from 'zod';
import { APP_VERSION } from '@tidemark/contracts';
import type { Queryable } from './db';

/**
 * Every setting the server reads: its key, its default (docs/domain.md; used when the row is
 * missing or its value does not parse), how the stored text is read, and whether anyone may
 * read it (`/api/getSiteConfig`, `/api/getSetting`). Operators change values in the
 * `settings` table; code reads them only through here.
 */
interface SettingDef<T> {
  default: string;
  schema: z.ZodType<T, string>;
  public: boolean;
}

const text = z.string().min(1);
const flag = z.enum(['0', '1']).transform((v) => v === '1');
const fraction = z.string().regex(/^0(\.\d{1,10})?$/);
/** Above zero: an NFT auction's margin backs the winner's payment order, so it cannot be 0. */
const positiveFraction = fraction.refine((v) => /[1-9]/.test(v), 'must be above 0');
/** At most one half: the NFT fee and the royalty, both taken from one price, never exceed it together. */
const halfOrLess = z.string().regex(/^0(\.[0-4]\d{0,9}|\.50{0,9})?$/);
const decimal = z.string().regex(/^\d{1,18}(\.\d{1,18})?$/);
const percent = z.string().regex(/^\d{1,3}(\.\d{1,4})?$/);
const count = z
  .string()
  .regex(/^[1-9]\d{0,4}$/)
  .transform(Number);
const list = z.string().transform((v) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);
const jsonObject = z.string().transform((v, ctx) => {
  try {
    const parsed: unknown = JSON.parse(v);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      return parsed as Record<string, string>;
  } catch {
    // falls through to the issue below
  }
  ctx.addIssue({ code: 'custom', message: 'not a JSON object' });
  return z.NEVER;
});

/**
 * A JSON table of decimal strings by code (`{"USD":"1","CNY":"7.2"}`): the code multiplies
 * these as money, so a number, a word or a negative is refused here rather than failing later
 * on every request that reads it. `positive`: zero is refused too (a fiat rate of 0 prices
 * every floating OTC ad at nothing).
 */
const decimalTable = (positive: boolean) =>
  jsonObject.pipe(
    z.record(
      z.string().regex(/^[A-Z0-9]{2,10}$/),
      positive ? decimal.refine((v) => /[1-9]/.test(v), 'must be above 0') : decimal,
    ),
  );

/** The stored text with surrounding blanks ignored (the contracts' settings were always read so). */
const trimmed = <T>(schema: z.ZodType<T, string>) => z.string().trim().pipe(schema);

const def = <T>(d: string, schema: z.ZodType<T, string>, isPublic: boolean): SettingDef<T> => ({
  default: d,
  schema,
  public: isPublic,
});

export const SETTINGS = {
  site_name: def('Tidemark', text, true),
  site_logo: def('logo.svg', text, true),
  support_url: def('#/pages/kefu/index', text, true),
  cancel_deposit_fee: def('0', decimal, true),
  default_fiat: def('USD', z.string().regex(/^[A-Z]{3}$/), true),
  invite_code_required: def('0', flag, true),
  customer_service_hours: def('24/7', text, true),
  exchange_spread: def('0.002', fraction, true),
  withdraw_limit_btc_24h_level1: def('200', decimal, true),
  withdraw_limit_btc_24h_level2: def('500', decimal, true),
  /** Above this USDT value an on-chain withdrawal needs a second operator's approval. */
  withdraw_four_eyes_usdt: def('10000', decimal, false),
  fiat_single_limit_level1: def('2000', decimal, true),
  fiat_single_limit_level2: def('1000000', decimal, true),
  address_cooling_hours: def(
    '24',
    z
      .string()
      .regex(/^\d{1,4}$/)
      .transform(Number),
    true,
  ),
  bank_receive_domestic: def('{}', jsonObject, true),
  bank_receive_international: def('{}', jsonObject, true),
  hot_search: def('BTC/USDT,ETH/USDT,SOL/USDT,DOGE/USDT,XAU/USD,NVDA/USD', list, true),
  home_menu: def(
    'recharge,withdraw,stock,futures,copytrade,financial,margin,otc,coupons,bills,exchange,lockming,game,chatroom,quickbuy,defi,cloudmining,loan,download,share,whitepaper,commodities,forex',
    list,
    true,
  ),
  spot_fee_rate: def('0', trimmed(fraction), true),
  spot_maker_quote_inventory: def('2000000', decimal, false),
  lever_fee_rate: def('0.001', trimmed(fraction), true),
  lever_overnight_rate: def('0.0005', trimmed(fraction), true),
  lever_liquidation_rate: def('50', trimmed(percent), true),
  lever_positions_max: def('100', trimmed(count), false),
  // NFT marketplace.
  nft_fee_rate: def('0.025', trimmed(halfOrLess), true),
  nft_royalty_rate: def('0.05', trimmed(halfOrLess), true),
  nft_margin_rate: def('0.1', trimmed(positiveFraction), true),
  nft_snipe_window_s: def('300', trimmed(count), true),
  nft_snipe_extend_s: def('300', trimmed(count), true),
  nft_pay_window_s: def('86400', trimmed(count), true),
  // Copy trading (migration 0015 inserts the same values).
  copy_profit_share_rate: def('0.1', trimmed(fraction), true),
  copy_follows_max: def('5', trimmed(count), true),
  copy_multiple_max: def('5', trimmed(decimal), true),
  copy_agreement_version: def('1', trimmed(count), true),
  // Community: the invite rebate, a share of invitees' contract fees for some days after joining.
  invite_rebate_rate: def('0.2', trimmed(fraction), true),
  invite_rebate_days: def('365', trimmed(count), true),
  // Download page and game entry: an Android package link (empty: none yet) and the game's address.
  // Rendered as a link on the download page: an http(s) address or nothing, never a script URL.
  apk_download_url: def('', trimmed(z.string().regex(/^(https?:\/\/[^\s"'<>]+)?$/i)), true),
  game_url: def('#/pages/game/game', text, true),
  // The app's latest version and the oldest still supported, "latest,minimum" (semver each).
  version: def(
    `${APP_VERSION},${APP_VERSION}`,
    trimmed(z.string().regex(/^\d{1,3}\.\d{1,3}\.\d{1,3},\d{1,3}\.\d{1,3}\.\d{1,3}$/)),
    true,
  ),
  // OTC and loans.
  otc_pay_window_s: def('900', trimmed(count), true),
  otc_merchant_fee_rate: def('0.001', trimmed(fraction), true),
  otc_cancel_limit_24h: def('3', trimmed(count), true),
  // Unpaid orders one user may hold at once: each reserves part of an ad for the pay window.
  otc_open_orders_max: def('3', trimmed(count), true),
  otc_fiat_rates: def('{"USD":"1","CNY":"7.2","EUR":"0.92"}', decimalTable(true), true),
  loan_initial_ltv: def('0.65', trimmed(fraction), true),
  loan_margin_call_ltv: def('0.75', trimmed(fraction), true),
  loan_liquidation_ltv: def('0.83', trimmed(fraction), true),
  loan_liquidation_fee: def('0.02', trimmed(fraction), true),
  loan_annual_rates: def('{"USDT":"0.08","BTC":"0.03","ETH":"0.03"}', decimalTable(false), true),
  loan_overdue_factor: def('1.5', trimmed(decimal), true),
  loan_overdue_liquidate_h: def('72', trimmed(count), true),
  // Price alerts.
  alert_max_active: def('20', trimmed(count), true),
  /** A repeating price alert fires at most once in this many seconds. */
  alert_repeat_cooldown_seconds: def('300', trimmed(count), true),
  // Console products (migration 0021): the spot market maker's ladder, spacing and depth.
  // A step of zero would stack every level on one price; more than 50 levels only loads the book.
  spot_maker_step: def(
    '0.0005',
    trimmed(fraction.refine((v) => Number(v) >= 0.0001 && Number(v) <= 0.05)),
    false,
  ),
  spot_maker_levels: def('10', trimmed(count.pipe(z.number().max(50))), false),
} satisfies Record<string, SettingDef<unknown>>;

export type SettingKey = keyof typeof SETTINGS;
export type SettingValue<K extends SettingKey> = z.output<(typeof SETTINGS)[K]['schema']>;

export const isSettingKey = (key: string): key is SettingKey => Object.hasOwn(SETTINGS, key);

function read<K extends SettingKey>(key: K, stored: string | undefined): SettingValue<K> {
  const entry = SETTINGS[key] as SettingDef<unknown>;
  const parsed = stored === undefined ? null : entry.schema.safeParse(stored);
  return (parsed?.success ? parsed.data : entry.schema.parse(entry.default)) as SettingValue<K>;
}

/** One setting, read and typed; its default when missing or unreadable. */
export async function getSetting<K extends SettingKey>(
  q: Queryable,
  key: K,
): Promise<SettingValue<K>> {
  const { rows } = await q.query<{ value: string }>('SELECT value FROM settings WHERE key = $1', [
    key,
  ]);
  return read(key, rows[0]?.value);
}

/** Several settings in one query. */
export async function getSettings<K extends SettingKey>(
  q: Queryable,
  keys: readonly K[],
): Promise<{ [P in K]: SettingValue<P> }> {
  const { rows } = await q.query<{ key: string; value: string }>(
    'SELECT key, value FROM settings WHERE key = ANY($1::text[])',
    [keys],
  );
  return settingsFrom(keys, new Map(rows.map((r) => [r.key, r.value])));
}

/**
 * Settings typed from stored text a caller already read (with other things, in one query),
 * each its default when missing or unreadable, as `getSettings`.
 */
export function settingsFrom<K extends SettingKey>(
  keys: readonly K[],
  stored: ReadonlyMap<string, string>,
): { [P in K]: SettingValue<P> } {
  return Object.fromEntries(keys.map((k) => [k, read(k, stored.get(k))])) as {
    [P in K]: SettingValue<P>;
  };
}

/** The stored text of every setting by key, as stored (a missing key reads at its default). */
export async function storedSettings(q: Queryable): Promise<Map<string, string>> {
  const { rows } = await q.query<{ key: string; value: string }>('SELECT key, value FROM settings');
  return new Map(rows.map((r) => [r.key, r.value]));
}

/**
 * An operator's change of a setting (the value already read with the setting's schema), in
 * the caller's transaction: locks the stored row, writes the new text and answers the text
 * it replaced (null when none was stored).
 */
export async function writeSetting(
  q: Queryable,
  key: SettingKey,
  value: string,
): Promise<{ before: string | null }> {
  const { rows } = await q.query<{ value: string }>(
    'SELECT value FROM settings WHERE key = $1 FOR UPDATE',
    [key],
  );
  await q.query(
    `INSERT INTO settings (key, value, is_public) VALUES ($1, $2, $3)
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
    [key, value, SETTINGS[key].public],
  );
  return { before: rows[0]?.value ?? null };
}

/** The stored text of every public setting (what visitors may read), defaults filled in. */
export async function publicSettings(q: Queryable): Promise<Map<string, string>> {
  const stored = await storedSettings(q);
  const out = new Map<string, string>();
  for (const [key, entry] of Object.entries(SETTINGS)) {
    if (entry.public) out.set(key, stored.get(key) ?? entry.default);
  }
  return out;
}
