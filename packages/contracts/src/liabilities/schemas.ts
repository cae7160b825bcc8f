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
