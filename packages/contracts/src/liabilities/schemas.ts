import { z } from 'zod';
import { idSchema, intSchema } from '../common/ids';

const hex64 = z.string().regex(/^[0-9a-f]{64}$/);
const amount = z.string().regex(/^\d{1,36}(\.\d{1,18})?$/);
/** Amounts per currency code (canonical decimal strings, zero amounts left out). */
export const liabilitySumsSchema = z.record(z.string().regex(/^[A-Za-z0-9_.-]{1,20}$/), amount);
/** A UTC day, `YYYY-MM-DD`. */
export const liabilityDaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** GET /api/liabilities/root and /proof: a given day, or the latest snapshot without one. */
export const liabilityDayQuery = z.object({ day: liabilityDaySchema.optional() });

/** A published snapshot: the root of the Merkle sum tree and what it sums to. */
export const liabilityRootSchema = z.object({
  day: liabilityDaySchema,
  root_hash: hex64,
  totals: liabilitySumsSchema,
  leaf_count: intSchema(0, 2_147_483_647),
  /** Unix seconds when the balances were read. */
  taken_at: z.int(),
});
export type LiabilityRoot = z.infer<typeof liabilityRootSchema>;

/** GET /api/liabilities/root: null before the first snapshot (only without `day`). */
export const liabilityRootResponse = z.object({ snapshot: liabilityRootSchema.nullable() });

export const liabilityProofStepSchema = z.object({
  side: z.enum(['left', 'right']),
  hash: hex64,
  sums: liabilitySumsSchema,
});

/**
 * GET /api/liabilities/proof — also the file the user downloads and checks offline
 * (`npm run verify -- liabilities proof.json`, `verify-liabilities.html`).
 */
export const liabilityProofSchema = z.object({
  version: z.literal(1),
  root: liabilityRootSchema,
  leaf: z.object({
    index: intSchema(0, 2_147_483_647),
    user_id: idSchema,
    salt: hex64,
    user_hash: hex64,
    balances: liabilitySumsSchema,
    hash: hex64,
  }),
  path: z.array(liabilityProofStepSchema),
});
export type LiabilityProof = z.infer<typeof liabilityProofSchema>;

/**
 * What the platform owes a user, by kind: the four accounts (what no product keeps of them),
 * earn principal (lock mining, DeFi), dual investment stakes, launchpad subscriptions and
 * locked tokens, loan collateral, OTC escrow, copy-trade margin and NFT auction margins. The
 * same computation gives the user's leaf of the proof of liabilities.
 */
export const HOLDING_KINDS = [
  'spot',
  'contract',
  'options',
  'fiat',
  'lock_mining',
  'defi',
  'dual',
  'launchpad',
  'loan_collateral',
  'otc',
  'copytrade',
  'nft',
] as const;
export type HoldingKind = (typeof HOLDING_KINDS)[number];

const decimal = z.string().regex(/^-?\d{1,36}(\.\d{1,18})?$/);

/** One kind: its amounts per currency and their value in USDT (two places, rounded down). */
export const holdingRowSchema = z.object({
  kind: z.enum(HOLDING_KINDS),
  usdt_value: decimal,
  balances: z.array(z.object({ currency_name: z.string(), amount: decimal, usdt_value: decimal })),
});
export type HoldingRow = z.infer<typeof holdingRowSchema>;

/**
 * GET /api/wallet/assets_summary: every kind the user holds (the four accounts always), the
 * total (the sum of the rows' USDT values) and the balances per currency, which are what the
 * user's leaf would hold if the proof of liabilities were taken at this moment.
 */
export const assetsSummarySchema = z.object({
  fiat: z.string(),
  fiat_rate: decimal,
  total_usdt: decimal,
  total_fiat: decimal,
  rows: z.array(holdingRowSchema),
  balances: liabilitySumsSchema,
  /** Unix seconds of the reading. */
  taken_at: z.int(),
});
export type AssetsSummary = z.infer<typeof assetsSummarySchema>;
