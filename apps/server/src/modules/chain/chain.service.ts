import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { privateKeyToAccount } from 'viem/accounts';
import type { ChainDeps } from './chain.deps';
import { openChains, type ChainRuntime } from './runtime';
import type { LocalNode } from './node';
import * as depositsRepo from './deposits.repo';
import type { ChainsView } from './deposits.service';
import { Lease } from '../../platform/lease';
import { Watcher, watchLeaseName } from './watcher';
import { Broadcaster, type CrashPoint } from './broadcaster';
import { chainStatus } from './hot-wallet';
import * as withdrawalsRepo from './withdrawals.repo';

/** Blocks one watcher step scans at most (a watcher far behind catches up a batch per poll). */
const WATCH_BATCH = 200;

/**
 * The platform's chains: the local node on the embedded defaults, a client per configured
 * chain, and the background work on them (docs/chain.md).
 */
export class ChainService {
  runtimes: ChainRuntime[] = [];
  node: LocalNode | null = null;
  /** One deposit watcher per chain (each writes only while it holds the chain's lease). */
  watchers: Watcher[] = [];
  /** The hot wallet's address (lower-case), or null without a key. */
  hotAddress: string | null = null;
  /** This process in the cluster, as the chains' leases name it. */
  readonly nodeId = `${os.hostname()}:${process.pid}:${crypto.randomBytes(3).toString('hex')}`;
  private loops: Array<Promise<void>> = [];
  private stopping = false;
  private readonly wakers = new Set<() => void>();
  /**
   * This node's lease on each chain it watches: the node holds it, not a watcher object, so a
   * watcher made again on this node (`newWatcher`) renews the node's term.
   */
  private readonly watchLeases = new Map<string, Lease>();

  constructor(readonly deps: ChainDeps) {}

  /** Connects to every configured chain (starting the local node first when it is embedded). */
  async open(): Promise<void> {
    const dataDir = this.deps.config.dataDir === ':memory:' ? null : this.deps.config.dataDir;
    const key = this.deps.config.hotWalletKey;
    this.hotAddress = key
      ? privateKeyToAccount(key.reveal() as `0x${string}`).address.toLowerCase()
      : null;
    const opened = await openChains(
      this.deps.db,
      this.deps.config.chains,
      dataDir,
      this.hotAddress,
    );
    this.runtimes = opened.runtimes;
    this.node = opened.node;
    // Local commands (sweep, reserves check) find the embedded node through this file.
    if (this.node && dataDir) {
      fs.mkdirSync(path.join(dataDir, 'chain'), { recursive: true });
      fs.writeFileSync(
        path.join(dataDir, 'chain', 'node.json'),
        JSON.stringify({ rpcUrl: this.node.rpcUrl }),
      );
    }
    this.watchers = this.runtimes.map((r) => this.newWatcher(r));
    this.broadcaster = this.newBroadcaster();
  }

  /** A watcher of the runtime that resumes from the stored cursor (a restart makes a new one). */
  newWatcher(runtime: ChainRuntime): Watcher {
    const chain = runtime.config.chain;
    const ttlMs = this.leaseMs(runtime.config.pollMs);
    const lease =
      this.watchLeases.get(chain) ??
      new Lease(this.deps.db, watchLeaseName(chain), this.nodeId, ttlMs);
    this.watchLeases.set(chain, lease);
    return new Watcher(this.deps, runtime, lease, {
      node: this.nodeId,
      batch: WATCH_BATCH,
      // The local node (or a development chain, id 31337) starts empty: deposits made before
      // the first scan count.
      startAtGenesis: runtime.local || runtime.chainId === 31337,
      hotAddress: this.hotAddress,
    });
  }

  /** What the deposit reads need: each chain's configuration and the last block scanned. */
  readonly view: ChainsView = {
    config: (chain) => this.runtime(chain)?.config,
    tip: async (chain) => {
      const w = this.watchers.find((x) => x.runtime.config.chain === chain);
      return w?.tip ?? (await depositsRepo.cursor(this.deps.db, chain))?.number ?? null;
    },
  };

  /**
   * A watcher's or sender's lease: the configured lease time, and at least three polls (the
   * owner renews it each poll, so a slow chain's lease does not run out between two polls).
   */
  private leaseMs(pollMs: number): number {
    return Math.max(this.deps.config.leaseSeconds * 1000, pollMs * 3);
  }

  runtime(chain: string): ChainRuntime | undefined {
    return this.runtimes.find((r) => r.config.chain === chain);
  }

  /** Runs every watcher each `pollMs`: errors are logged and the next poll tries again. */
  async start(): Promise<void> {
    this.stopping = false;
    this.loops = this.watchers.map((w) => this.loop(w));
    if (this.runtimes.length > 0) this.loops.push(this.sendLoop());
  }

  // ------------------------------------------------------------ withdrawals

  /** Signs, broadcasts and confirms approved withdrawals (one node per chain, by lease). */
  broadcaster!: Broadcaster;

  /** A broadcaster of this process (tests: a second node, or one that crashes at `crash`). */
  newBroadcaster(opts: { crash?: CrashPoint; node?: string } = {}): Broadcaster {
    return new Broadcaster(this.deps, () => this.runtimes, { node: this.nodeId, ...opts });
  }

  /** The broadcaster's turn every `pollMs` (the shortest of the chains'), as the watchers loop. */
  private sendLoop(): Promise<void> {
    const pollMs = Math.min(...this.runtimes.map((r) => r.config.pollMs));
    const ttlMs = this.leaseMs(pollMs);
    return this.repeat(
      pollMs,
      () => this.broadcaster.tick(ttlMs),
      {},
      'withdrawal broadcaster step failed',
    );
  }

  /**
   * Runs `turn` every `everyMs` until the service stops: a failed turn is logged and the next
   * one tries again; `stop()` wakes a loop that is waiting.
   */
  private async repeat(
    everyMs: number,
    turn: () => Promise<void>,
    context: Record<string, unknown>,
    failure: string,
  ): Promise<void> {
    while (!this.stopping) {
      try {
        await turn();
      } catch (err) {
        this.deps.log.warn({ err, ...context }, failure);
      }
      if (this.stopping) break;
      await new Promise<void>((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          this.wakers.delete(wake);
          resolve();
        };
        const timer = setTimeout(wake, everyMs);
        this.wakers.add(wake);
      });
    }
  }

  async speedUp(operator: { operatorId: number; ip: string }, id: number) {
    await this.broadcaster.speedUp(operator, id);
    const w = (await withdrawalsRepo.withdrawal(this.deps.db, id))!;
    return { id, user_id: w.user_id, status: w.status as 'signed' | 'broadcast' };
  }

  withdrawalTx(id: number) {
    return withdrawalsRepo.txOfWithdrawal(this.deps.db, id);
  }

  /** Every chain's node, watcher and hot wallet, for operators. */
  status() {
    return Promise.all(
      this.runtimes.map((rt) => chainStatus(this.deps.db, rt, this.broadcaster.hotAddress)),
    );
  }

  private loop(w: Watcher): Promise<void> {
    return this.repeat(
      w.runtime.config.pollMs,
      () => w.step(),
      { chain: w.runtime.config.chain },
      'chain watcher step failed',
    );
  }

  async stop(): Promise<void> {
    this.stopping = true;
    for (const wake of [...this.wakers]) wake();
    await Promise.all(this.loops);
    this.loops = [];
    await this.node?.stop();
    this.node = null;
  }
}

export async function createChainService(deps: ChainDeps): Promise<ChainService> {
  const service = new ChainService(deps);
  await service.open();
  return service;
}
