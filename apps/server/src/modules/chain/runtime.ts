import {
  createPublicClient,
  createWalletClient,
  http,
  getAddress,
  type Chain,
  type PublicClient,
  type Hex,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { ChainConfig } from '../../config';
import { LOCAL_NODE_KEYS } from '../../config';
import type { Db } from '../../platform/db';
import { startLocalNode, type LocalNode } from './node';
import { currencyByCode } from '../market';
import * as repo from './chain.repo';
import artifact from './token/TestUSDT.json' with { type: 'json' };

/** The test token's ABI (an ERC-20 plus `mint`), from the committed artifact. */
export const TOKEN_ABI = artifact.abi as typeof artifact.abi;
export const TOKEN_BYTECODE = artifact.bytecode as Hex;

/** A currency as it moves on one chain: the native coin (contract null) or one token contract. */
export interface ChainAsset {
  currencyId: number;
  symbol: string;
  /** Lower-case contract address; null for the native coin. */
  contract: `0x${string}` | null;
  decimals: number;
  /** The ledger's precision for the currency. */
  precision: number;
}

/** One chain as the running server uses it. */
export interface ChainRuntime {
  config: ChainConfig;
  client: PublicClient;
  rpcUrl: string;
  chainId: number;
  /** viem's description of the chain (id and native currency), for signing. */
  viemChain: Chain;
  assets: ChainAsset[];
  /** True on the embedded local node (demo test deposits, anvil's extra RPC methods). */
  local: boolean;
}

/** Test-token supply minted to the faucet account at deployment: 10^12 USDT. */
const TEST_TOKEN_SUPPLY = 10n ** 12n * 10n ** 6n;
/** Test USDT the hot wallet receives when the token is deployed: 1,000,000 USDT. */
const HOT_WALLET_TEST_FUNDS = 10n ** 6n * 10n ** 6n;

/**
 * Connects to every configured chain: starts the local node when one is `embedded`, deploys
 * the test token there when its contract is not on the chain yet, and records each chain's
 * accepted contracts in `chain_tokens` (the watcher credits those contracts only).
 */
export async function openChains(
  db: Db,
  chains: ChainConfig[],
  dataDir: string | null,
  hotAddress: string | null = null,
): Promise<{ runtimes: ChainRuntime[]; node: LocalNode | null }> {
  let node: LocalNode | null = null;
  const runtimes: ChainRuntime[] = [];
  try {
    for (const config of chains) {
      const local = config.rpcUrl === 'embedded';
      if (local) node ??= await startLocalNode({ dataDir });
      const rpcUrl = local ? node!.rpcUrl : config.rpcUrl;
      const probe = createPublicClient({ transport: http(rpcUrl) });
      const chainId = await probe.getChainId();
      const viemChain: Chain = {
        id: chainId,
        name: config.chain,
        nativeCurrency: {
          name: config.native.symbol,
          symbol: config.native.symbol,
          decimals: config.native.decimals,
        },
        rpcUrls: { default: { http: [rpcUrl] } },
      };
      const client = createPublicClient({
        chain: viemChain,
        transport: http(rpcUrl),
        pollingInterval: config.pollMs,
      });
      const assets: ChainAsset[] = [];
      const native = await currencyByCode(db, config.native.symbol);
      if (native) {
        assets.push({
          currencyId: native.id,
          precision: native.precision,
          symbol: config.native.symbol,
          contract: null,
          decimals: config.native.decimals,
        });
      }
      for (const token of config.tokens) {
        const currency = await currencyByCode(db, token.symbol);
        if (!currency) throw new Error(`chain ${config.chain}: no currency ${token.symbol}`);
        const contract =
          token.contract === 'embedded'
            ? await embeddedToken(
                db,
                config.chain,
                currency.id,
                client,
                viemChain,
                rpcUrl,
                hotAddress,
              )
            : (token.contract.toLowerCase() as `0x${string}`);
        assets.push({
          currencyId: currency.id,
          precision: currency.precision,
          symbol: token.symbol,
          contract,
          decimals: token.decimals,
        });
      }
      for (const a of assets) {
        await repo.saveToken(db, {
          chain: config.chain,
          currencyId: a.currencyId,
          contract: a.contract ?? '',
          decimals: a.decimals,
        });
      }
      runtimes.push({
        config,
        client: client as PublicClient,
        rpcUrl,
        chainId,
        viemChain,
        assets,
        local,
      });
    }
  } catch (err) {
    await node?.stop();
    throw err;
  }
  return { runtimes, node };
}

/**
 * The test token on the local node: the contract recorded for it if its code is still on the
 * chain (the node keeps its state in the data folder), else a new deployment from the faucet.
 */
async function embeddedToken(
  db: Db,
  chain: string,
  currencyId: number,
  client: PublicClient,
  viemChain: Chain,
  rpcUrl: string,
  hotAddress: string | null,
): Promise<`0x${string}`> {
  const known = await repo.tokenContract(db, chain, currencyId);
  if (known && (await client.getCode({ address: getAddress(known) }))?.length) {
    return known as `0x${string}`;
  }
  const wallet = createWalletClient({
    account: privateKeyToAccount(LOCAL_NODE_KEYS.faucet),
    chain: viemChain,
    transport: http(rpcUrl),
  });
  const hash = await wallet.deployContract({
    abi: TOKEN_ABI,
    bytecode: TOKEN_BYTECODE,
    args: [TEST_TOKEN_SUPPLY],
  });
  const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 100 });
  if (!receipt.contractAddress || receipt.status !== 'success')
    throw new Error('the test token did not deploy on the local node');
  // The hot wallet starts with test USDT, so withdrawals on the demo node are sent at once
  // (on a real chain, treasury funds it from the cold address).
  if (hotAddress) {
    await wallet.writeContract({
      address: receipt.contractAddress,
      abi: TOKEN_ABI,
      functionName: 'transfer',
      args: [getAddress(hotAddress), HOT_WALLET_TEST_FUNDS],
    });
  }
  return receipt.contractAddress.toLowerCase() as `0x${string}`;
}
