import { z } from 'zod';
import { idSchema, intSchema } from '../common/ids';
import { decimalString } from '../common/decimal';

/**
 * On-chain deposits and withdrawals (docs/chain.md). A deposit is seen at once and credited
 * when it has `required` confirmations on the canonical chain.
 */
export const CHAIN_DEPOSIT_STATUSES = [
  'seen',
  'credited',
  'below_min',
  'unconvertible',
  'orphaned',
  'reorged',
] as const;
export type ChainDepositStatus = (typeof CHAIN_DEPOSIT_STATUSES)[number];

/** A user's on-chain deposit (`GET /api/wallet/chain_deposits`, and the `chain_deposit` event). */
export const chainDepositSchema = z.object({
  id: z.number(),
  chain: z.string(),
  currency_id: z.number(),
  currency_name: z.string(),
  amount: decimalString,
  tx_hash: z.string(),
  /** Blocks on top of the deposit's, its own included (0 once it left the chain). */
  confirmations: z.int(),
  required: z.int(),
  status: z.enum(CHAIN_DEPOSIT_STATUSES),
  /** The transaction on the configured block explorer; '' when none is configured. */
  explorer_url: z.string(),
  created_at: z.int(),
  credited_at: z.int().nullable(),
});
export type ChainDeposit = z.infer<typeof chainDepositSchema>;

export const chainDepositsRequest = z.object({
  currency: intSchema(1, 100_000).optional(),
  page: intSchema(1).default(1),
  limit: intSchema(1, 100).default(10),
});

/** Demo mode on the embedded node, this machine only: send test coins to one's own address. */
export const testDepositRequest = z.object({
  currency: intSchema(1, 100_000),
  chain: z.string().max(12).optional(),
});
export const testDepositResultSchema = z.object({ tx_hash: z.string(), amount: decimalString });

/** Withdrawal states, the on-chain ones included. */
export const WITHDRAW_STATUSES = [
  'pending',
  'second_approval',
  'approved',
  'signed',
  'broadcast',
  'confirmed',
  'failed',
  'sent',
  'rejected',
] as const;
export type WithdrawStatus = (typeof WITHDRAW_STATUSES)[number];

// ---------------------------------------------------------------- operators

export const adminChainStatusSchema = z.object({
  chain: z.string(),
  reachable: z.boolean(),
  /** The node's head block, the watcher's cursor and the gap between them (null when unknown). */
  head: z.int().nullable(),
  cursor: z.int().nullable(),
  lag: z.int().nullable(),
  confirmations: z.int(),
  /** Which node of the cluster watches the chain now, and until when its lease runs. */
  watcher: z.string().nullable(),
  hot_wallet: z.object({
    address: z.string(),
    balances: z.array(
      z.object({
        currency_id: z.number(),
        currency_name: z.string(),
        amount: decimalString.nullable(),
        /** Queued withdrawals of the currency not yet confirmed. */
        queued: decimalString,
        low: z.boolean(),
      }),
    ),
  }),
  open_alerts: z.int(),
});

export const adminChainDepositSchema = chainDepositSchema.extend({
  user_id: z.number(),
  address: z.string(),
  sender: z.string(),
  block_number: z.int(),
});
export const adminChainDepositsRequest = z.object({
  status: z.enum(CHAIN_DEPOSIT_STATUSES).optional(),
});

export const CHAIN_ALERT_KINDS = [
  'deep_reorg',
  'hot_wallet_low',
  'unconvertible_deposit',
  'withdrawal_failed',
] as const;
export const adminChainAlertSchema = z.object({
  id: z.number(),
  chain: z.string(),
  kind: z.enum(CHAIN_ALERT_KINDS),
  subject: z.string(),
  /** The evidence: block numbers and hashes before and after, the deposit, the user. */
  detail: z.record(z.string(), z.unknown()),
  created_at: z.int(),
  resolved_at: z.int().nullable(),
  resolution: z.string(),
});
export const adminResolveChainAlertRequest = z.object({
  id: idSchema,
  resolution: z.string().trim().min(2).max(500),
  /** Lift the user's withdrawal hold the alert set (a deep re-org). */
  release_hold: z.boolean().default(false),
});

/** First approval, or the second one above the four-eyes amount (by another operator). */
export const adminApproveWithdrawRequest = z.object({ id: idSchema });
export const adminApproveWithdrawResultSchema = z.object({
  id: z.number(),
  user_id: z.number(),
  status: z.enum(WITHDRAW_STATUSES),
});
/** Re-signs a broadcast withdrawal's transaction at the same nonce with a higher fee. */
export const adminSpeedUpWithdrawRequest = z.object({ id: idSchema });
export const adminWithdrawTxSchema = z.object({
  withdrawal_id: z.number(),
  chain: z.string(),
  sender: z.string(),
  nonce: z.int(),
  /** Every signed version, first to last; the confirmed one is `confirmed_hash`. */
  hashes: z.array(z.string()),
  confirmed_hash: z.string().nullable(),
  confirmations: z.int(),
});

// ---------------------------------------------------------------- proof of reserves

export const reservesSchema = z.object({
  chain: z.string(),
  /** Every figure is read at this block. */
  block_number: z.int(),
  block_hash: z.string(),
  computed_at: z.int(),
  currencies: z.array(
    z.object({
      currency_id: z.number(),
      currency_name: z.string(),
      contract: z.string(),
      hot: decimalString,
      cold: decimalString,
      deposit_addresses: decimalString,
      total: decimalString,
      /** What users are owed of the currency (the liabilities total at the same time). */
      liabilities: decimalString,
    }),
  ),
  /** The addresses the holdings are read from, so anyone can read them again. */
  addresses: z.array(
    z.object({
      address: z.string(),
      kind: z.enum(['hot', 'cold', 'deposit']),
      /** A deposit address's derivation path (m/<chain index>/<user id>); null for hot and cold. */
      path: z.string().nullable(),
    }),
  ),
});
export type Reserves = z.infer<typeof reservesSchema>;

/** GET /api/liabilities/reserves: the proof of reserves of every chain. */
export const reservesResponse = z.object({ chains: z.array(reservesSchema) });
export type ReservesResponse = z.infer<typeof reservesResponse>;
