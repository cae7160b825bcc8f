import type { ChainDeps } from './chain.deps';
import { openChains, type ChainRuntime } from './runtime';
import type { LocalNode } from './node';

/**
 * The platform's chains: the local node on the embedded defaults, a client per configured
 * chain, and the background work on them (docs/chain.md).
 */
export class ChainService {
  runtimes: ChainRuntime[] = [];
  node: LocalNode | null = null;

  constructor(readonly deps: ChainDeps) {}

  /** Connects to every configured chain (starting the local node first when it is embedded). */
  async open(): Promise<void> {
    const dataDir = this.deps.config.dataDir === ':memory:' ? null : this.deps.config.dataDir;
    const opened = await openChains(this.deps.db, this.deps.config.chains, dataDir);
    this.runtimes = opened.runtimes;
    this.node = opened.node;
  }

  runtime(chain: string): ChainRuntime | undefined {
    return this.runtimes.find((r) => r.config.chain === chain);
  }

  async start(): Promise<void> {}

  async stop(): Promise<void> {
    await this.node?.stop();
    this.node = null;
  }
}

export async function createChainService(deps: ChainDeps): Promise<ChainService> {
  const service = new ChainService(deps);
  await service.open();
  return service;
}
