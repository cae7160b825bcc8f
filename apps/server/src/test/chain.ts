import { createTestClient, createWalletClient, http, publicActions, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { AppConfig, ChainConfig } from '../config';
import { LOCAL_NODE_KEYS } from '../config';
import { startLocalNode, type LocalNode } from '../modules/chain/node';
import { TOKEN_ABI, TOKEN_BYTECODE } from '../modules/chain/runtime';
import { createTestApp, type TestApp } from './harness';

/**
 * A real local chain node for tests (anvil, in memory, a block per transaction unless a test
 * mines by hand) with the test token deployed from the faucet account, and helpers to move
 * coins on it. `createChainApp` builds the whole app watching that node.
 */
export interface TestChain {
  node: LocalNode;
  rpcUrl: string;
  /** The test USDT contract (6 decimals). */
  usdt: `0x${string}`;
  /** The faucet: anvil's first funded account, owner and minter of the token. */
  faucet: ReturnType<typeof walletFor>;
  /** anvil's test actions (mine, reorg, snapshot ...) and public reads. */
  test: ReturnType<typeof testClientFor>;
  /** Deploys another token (a look-alike, for tests that must ignore it). */
  deployToken(): Promise<`0x${string}`>;
  /** Sends test USDT (base units) from the faucet; returns the transaction hash. */
  sendUsdt(to: `0x${string}`, units: bigint): Promise<Hex>;
  /** Sends ETH (wei) from the faucet; returns the transaction hash. */
  sendEth(to: `0x${string}`, wei: bigint): Promise<Hex>;
  mine(blocks: number): Promise<void>;
  stop(): Promise<void>;
}

function walletFor(rpcUrl: string, key: Hex) {
  return createWalletClient({
    account: privateKeyToAccount(key),
    chain: anvilChain(rpcUrl),
    transport: http(rpcUrl),
  }).extend(publicActions);
}

function testClientFor(rpcUrl: string) {
  return createTestClient({
    mode: 'anvil',
    chain: anvilChain(rpcUrl),
    transport: http(rpcUrl),
  }).extend(publicActions);
}

function anvilChain(rpcUrl: string) {
  return {
    id: 31337,
    name: 'anvil',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  } as const;
}

export async function startTestChain(opts: { blockTime?: number } = {}): Promise<TestChain> {
  const node = await startLocalNode({ dataDir: null, blockTime: opts.blockTime ?? 0 });
  const faucet = walletFor(node.rpcUrl, LOCAL_NODE_KEYS.faucet);
  const test = testClientFor(node.rpcUrl);
  const deployToken = async () => {
    const hash = await faucet.deployContract({
      abi: TOKEN_ABI,
      bytecode: TOKEN_BYTECODE,
      args: [10n ** 18n],
    });
    const receipt = await faucet.waitForTransactionReceipt({ hash, pollingInterval: 50 });
    return receipt.contractAddress!.toLowerCase() as `0x${string}`;
  };
  const usdt = await deployToken();
  return {
    node,
    rpcUrl: node.rpcUrl,
    usdt,
    faucet,
    test,
    deployToken,
    sendUsdt: (to, units) =>
      faucet.writeContract({
        address: usdt,
        abi: TOKEN_ABI,
        functionName: 'transfer',
        args: [to, units],
      }),
    sendEth: (to, wei) => faucet.sendTransaction({ to, value: wei }),
    mine: (blocks) => test.mine({ blocks }),
    stop: () => node.stop(),
  };
}

/** The ERC20 chain's configuration for a test chain (overridable per test). */
export function testChainConfig(chain: TestChain, over: Partial<ChainConfig> = {}): ChainConfig {
  return {
    chain: 'ERC20',
    rpcUrl: chain.rpcUrl,
    confirmations: 3,
    native: { symbol: 'ETH', decimals: 18 },
    tokens: [{ symbol: 'USDT', contract: chain.usdt, decimals: 6 }],
    explorerTxUrl: 'https://explorer.test/tx/{hash}',
    coldAddress: '',
    hotCeiling: {},
    hotLow: {},
    pollMs: 50,
    ...over,
  };
}

/**
 * The app's own embedded local node (`rpcUrl: 'embedded'`, started with the app, its test token
 * deployed by the app) as demo mode runs it: ERC20 with test USDT and ETH.
 */
export function embeddedChainConfig(over: Partial<ChainConfig> = {}): ChainConfig {
  return {
    chain: 'ERC20',
    rpcUrl: 'embedded',
    confirmations: 3,
    native: { symbol: 'ETH', decimals: 18 },
    tokens: [{ symbol: 'USDT', contract: 'embedded', decimals: 6 }],
    explorerTxUrl: '',
    coldAddress: '',
    hotCeiling: {},
    hotLow: {},
    pollMs: 500,
    ...over,
  };
}

/** The whole app watching `chain` (ERC20: test USDT and ETH), with the local node's hot wallet. */
export async function createChainApp(
  chain: TestChain,
  over: Partial<ChainConfig> = {},
  config: Partial<AppConfig> = {},
): Promise<TestApp> {
  const { Secret } = await import('../config');
  return createTestApp({
    chains: [testChainConfig(chain, over)],
    hotWalletKey: new Secret(LOCAL_NODE_KEYS.hot),
    ...config,
  });
}
