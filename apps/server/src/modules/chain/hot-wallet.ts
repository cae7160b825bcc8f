import { encodeFunctionData, getAddress } from 'viem';
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import type { Secret } from '../../config';
import { cmp, isPositive } from '../../platform/money';
import type { Db } from '../../platform/db';
import { TOKEN_ABI, type ChainAsset, type ChainRuntime } from './runtime';
import { baseUnitsToAmount } from './units';
import { openAlert, resolveAlertOf } from './deposits.repo';
import * as repo from './withdrawals.repo';

/**
 * The hot wallet: the one key the platform signs withdrawals with. The key is revealed only
 * here, to build the signing account; it is never logged or returned.
 */
export function hotAccount(key: Secret | undefined): PrivateKeyAccount | null {
  return key ? privateKeyToAccount(key.reveal() as `0x${string}`) : null;
}

/** What the hot wallet holds of an asset, in base units. */
export async function assetBalance(
  rt: ChainRuntime,
  asset: ChainAsset,
  address: `0x${string}`,
): Promise<bigint> {
  if (!asset.contract) return rt.client.getBalance({ address });
  return (await rt.client.readContract({
    address: getAddress(asset.contract),
    abi: TOKEN_ABI,
    functionName: 'balanceOf',
    args: [address],
  })) as bigint;
}

/** The call that moves `units` of an asset to `to`: a token `transfer`, or a plain value transfer. */
export function transferCall(
  asset: ChainAsset,
  to: `0x${string}`,
  units: bigint,
): { to: `0x${string}`; data?: `0x${string}`; value: bigint } {
  if (!asset.contract) return { to, value: units };
  return {
    to: getAddress(asset.contract),
    data: encodeFunctionData({ abi: TOKEN_ABI, functionName: 'transfer', args: [to, units] }),
    value: 0n,
  };
}

export interface HotBalance {
  currency_id: number;
  currency_name: string;
  /** null when the node could not be read. */
  amount: string | null;
  queued: string;
  low: boolean;
}

/**
 * Per asset: the hot wallet's balance, what queued withdrawals will still take from it, and
 * whether it is low (below the configured mark, or below what is queued).
 */
export async function hotBalances(
  db: Db,
  rt: ChainRuntime,
  address: `0x${string}`,
): Promise<HotBalance[]> {
  const queued = await repo.queuedByCurrency(db, rt.config.chain);
  const out: HotBalance[] = [];
  for (const asset of rt.assets) {
    let amount: string | null;
    try {
      const units = await assetBalance(rt, asset, address);
      amount = baseUnitsToAmount(units, asset.decimals, asset.decimals);
    } catch {
      amount = null;
    }
    const q = queued.get(asset.currencyId) ?? '0';
    const mark = rt.config.hotLow[asset.symbol];
    const low =
      amount !== null &&
      ((mark !== undefined && cmp(amount, mark) < 0) || (isPositive(q) && cmp(amount, q) < 0));
    out.push({
      currency_id: asset.currencyId,
      currency_name: asset.symbol,
      amount,
      queued: q,
      low,
    });
  }
  return out;
}

/** Opens a `hot_wallet_low` alert per low asset, and resolves the ones that are not low any more. */
export async function syncLowAlerts(
  db: Db,
  rt: ChainRuntime,
  address: `0x${string}`,
): Promise<HotBalance[]> {
  const balances = await hotBalances(db, rt, address);
  for (const b of balances) {
    if (b.amount === null) continue;
    const subject = b.currency_name;
    if (b.low) {
      await openAlert(db, {
        chain: rt.config.chain,
        kind: 'hot_wallet_low',
        subject,
        detail: {
          address,
          currency_id: b.currency_id,
          balance: b.amount,
          queued: b.queued,
          mark: rt.config.hotLow[b.currency_name] ?? null,
        },
      });
    } else {
      await resolveAlertOf(db, {
        chain: rt.config.chain,
        kind: 'hot_wallet_low',
        subject,
        resolution: `balance ${b.amount} is above its marks again`,
      });
    }
  }
  return balances;
}

/** A chain as operators see it: the node, the watcher, the hot wallet and what is queued on it. */
export async function chainStatus(db: Db, rt: ChainRuntime, hot: `0x${string}` | null) {
  let head: number | null;
  try {
    head = Number(await rt.client.getBlockNumber({ cacheTime: 0 }));
  } catch {
    head = null;
  }
  const row = await repo.chainStatusRow(db, rt.config.chain);
  const balances = hot && head !== null ? await hotBalances(db, rt, hot) : [];
  return {
    chain: rt.config.chain,
    reachable: head !== null,
    head,
    cursor: row.cursor,
    lag: head !== null && row.cursor !== null ? Math.max(0, head - row.cursor) : null,
    confirmations: typeof rt.config.confirmations === 'number' ? rt.config.confirmations : 0,
    watcher: row.watcher,
    hot_wallet: { address: hot ?? '', balances },
    open_alerts: row.open_alerts,
  };
}
