import { pageWindow } from '@tidemark/contracts';
import { createWalletClient, getAddress, http } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { LOCAL_NODE_KEYS, type ChainConfig } from '../../config';
import { recordAudit } from '../../platform/audit';
import type { Db } from '../../platform/db';
import { fail } from '../../platform/errors';
import { TOKEN_ABI, type ChainRuntime } from './runtime';
import * as repo from './deposits.repo';
import { adminChainDepositView, chainDepositView, type DepositChainState } from './chain.view';
import { amountToBaseUnits } from './units';

/** Confirmations shown for a chain credited at the node's `finalized` block (two epochs on Ethereum). */
const FINALIZED_SHOWN = 64;

export function requiredConfirmations(config: ChainConfig): number {
  return typeof config.confirmations === 'number' ? config.confirmations : FINALIZED_SHOWN;
}

/** What the deposit reads need of the running chains. */
export interface ChainsView {
  config(chain: string): ChainConfig | undefined;
  /** The last block the chain's watcher scanned. */
  tip(chain: string): Promise<number | null>;
}

/** Each chain's state a page of deposits needs, its scanned tip read once per chain. */
async function chainStates(chains: ChainsView, rows: repo.DepositRow[]) {
  const tips = new Map<string, number | null>();
  for (const chain of new Set(rows.map((r) => r.chain))) tips.set(chain, await chains.tip(chain));
  return (d: repo.DepositRow): DepositChainState => {
    const config = chains.config(d.chain);
    return {
      tip: tips.get(d.chain) ?? null,
      required: config ? requiredConfirmations(config) : 0,
      explorerTxUrl: config?.explorerTxUrl ?? '',
    };
  };
}

type Page = { page: number; limit: number };
const window = (page: Page) => {
  const [limit, offset] = pageWindow(page);
  return { limit, offset };
};

/** A user's own on-chain deposits, newest first. */
export async function userChainDeposits(
  db: Db,
  chains: ChainsView,
  userId: number,
  input: Page & { currency?: number },
) {
  const { rows, total } = await repo.userDeposits(
    db,
    { userId, currencyId: input.currency ?? null, status: null },
    window(input),
  );
  const at = await chainStates(chains, rows);
  return { rows: rows.map((d) => chainDepositView(d, at(d))), total };
}

/** Every user's on-chain deposits for operators, optionally of one status. */
export async function adminChainDeposits(
  db: Db,
  chains: ChainsView,
  input: Page & { status?: string },
) {
  const { rows, total } = await repo.userDeposits(
    db,
    { userId: null, currencyId: null, status: input.status ?? null },
    window(input),
  );
  const at = await chainStates(chains, rows);
  return { rows: rows.map((d) => adminChainDepositView(d, at(d))), total };
}

/** Chain alerts, the open ones first. */
export function chainAlerts(db: Db, input: Page) {
  return repo.alertPage(db, window(input));
}

/**
 * An operator resolves an alert with a note, and lifts the withdrawal hold a deep re-org set
 * when asked. Audited.
 */
export async function resolveChainAlert(
  db: Db,
  operator: { operatorId: number; ip: string },
  input: { id: number; resolution: string; release_hold: boolean },
): Promise<{ id: number }> {
  return db.tx(async (tx) => {
    const a = (await repo.lockAlert(tx, input.id)) ?? fail('not_found');
    if (a.resolved_at !== null) fail('request_not_pending');
    await repo.resolveAlert(tx, {
      id: a.id,
      operatorId: operator.operatorId,
      resolution: input.resolution,
    });
    const userId = Number(a.detail.user_id);
    const currencyId = Number(a.detail.currency_id);
    const release = input.release_hold && a.kind === 'deep_reorg' && userId > 0 && currencyId > 0;
    if (release) await repo.liftHoldIfClear(tx, userId, currencyId);
    await recordAudit(tx, operator, {
      action: 'chain_alert.resolve',
      targetType: 'chain_alert',
      targetId: a.id,
      detail: { kind: a.kind, subject: a.subject, resolution: input.resolution, released: release },
    });
    return { id: a.id };
  });
}

/** The amount a demo test deposit sends per currency symbol. */
const TEST_DEPOSIT: Record<string, string> = { USDT: '100', ETH: '0.05' };

/** Currencies a demo test deposit can send on the local node. */
export function testDepositCurrencies(runtimes: ChainRuntime[]) {
  return runtimes
    .filter((r) => r.local)
    .flatMap((r) =>
      r.assets
        .filter((a) => TEST_DEPOSIT[a.symbol])
        .map((a) => ({ currency_id: a.currencyId, chain: r.config.chain })),
    );
}

/**
 * Demo mode on the local node: sends a fixed amount from the faucet account to the caller's
 * own deposit address (created as the wallet creates it). The watcher then sees and credits
 * it like any deposit.
 */
export async function sendTestDeposit(
  runtimes: ChainRuntime[],
  depositAddress: (userId: number, currencyId: number, chain: string) => Promise<string>,
  userId: number,
  input: { currency: number; chain?: string },
): Promise<{ tx_hash: string; amount: string }> {
  const runtime =
    runtimes.find(
      (r) =>
        r.local &&
        (input.chain === undefined || r.config.chain === input.chain) &&
        r.assets.some((a) => a.currencyId === input.currency),
    ) ?? fail('not_found');
  const asset = runtime.assets.find((a) => a.currencyId === input.currency)!;
  const amount = TEST_DEPOSIT[asset.symbol] ?? fail('not_found');
  const to = getAddress(await depositAddress(userId, asset.currencyId, runtime.config.chain));
  const faucet = createWalletClient({
    account: privateKeyToAccount(LOCAL_NODE_KEYS.faucet),
    chain: runtime.viemChain,
    transport: http(runtime.rpcUrl),
  });
  const units = amountToBaseUnits(amount, asset.decimals);
  const hash = asset.contract
    ? await faucet.writeContract({
        address: getAddress(asset.contract),
        abi: TOKEN_ABI,
        functionName: 'transfer',
        args: [to, units],
      })
    : await faucet.sendTransaction({ to, value: units });
  return { tx_hash: hash, amount };
}
