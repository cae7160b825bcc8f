import fs from 'node:fs';
import path from 'node:path';
import { HDKey } from '@scure/bip32';
import {
  createWalletClient,
  erc20Abi,
  getAddress,
  http,
  type Chain,
  type Hex,
  type PublicClient,
} from 'viem';
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import type { ChainConfig, Secret } from '../../config';
import { amountToBaseUnits, baseUnitsToAmount } from './units';

/**
 * Sweeping (docs/chain.md): what users deposited sits in their own addresses, derived from the
 * deposit key at m/<chain index>/<user id>; the server only knows the public key. An operator
 * runs the sweep with the seed, which moves every balance to the hot wallet up to its ceiling
 * and the rest to the cold address. Balances are read fresh, so a second run moves nothing.
 */

export interface SweepAsset {
  symbol: string;
  /** The token contract; null for the chain's native coin. */
  contract: `0x${string}` | null;
  decimals: number;
}

export interface SweepInput {
  config: Pick<ChainConfig, 'chain' | 'coldAddress' | 'hotCeiling'>;
  client: PublicClient;
  viemChain: Chain;
  rpcUrl: string;
  assets: SweepAsset[];
  /** The chain's deposit addresses with their derivation paths. */
  addresses: Array<{ address: string; path: string }>;
  /** The deposit key's seed: used here to sign, never stored or printed. */
  seed: Uint8Array;
  /** The configured deposit xpub: the seed must derive it. */
  xpub: string;
  /** The hot wallet, which pays the gas a deposit address lacks. */
  hotKey: Secret;
}

export interface SweepMove {
  /** gas: the hot wallet paid a deposit address's gas; hot / cold: a balance moved there. */
  kind: 'gas' | 'hot' | 'cold';
  from: string;
  to: string;
  symbol: string;
  amount: string;
  txHash: Hex;
}

/** The sweep would sign with the wrong keys (another seed, or an address its path does not derive). */
export class SweepRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SweepRefused';
  }
}

/** Gas of a plain transfer to an account without code. */
const PLAIN_TRANSFER_GAS = 21_000n;

/** Every deposit address's signing account, after checking the seed is the configured key's. */
export function depositAccounts(
  seed: Uint8Array,
  xpub: string,
  addresses: Array<{ address: string; path: string }>,
): Array<{ address: string; account: PrivateKeyAccount }> {
  const root = HDKey.fromMasterSeed(seed);
  if (root.publicExtendedKey !== xpub)
    throw new SweepRefused('the seed does not derive the configured DEPOSIT_XPUB');
  return addresses.map(({ address, path: hdPath }) => {
    const key = root.derive(hdPath).privateKey;
    if (!key) throw new SweepRefused(`no private key at ${hdPath}`);
    const account = privateKeyToAccount(`0x${Buffer.from(key).toString('hex')}`);
    if (account.address.toLowerCase() !== address.toLowerCase())
      throw new SweepRefused(`${hdPath} does not derive ${address}`);
    return { address: account.address, account };
  });
}

/** What of `units` goes hot (up to the ceiling's room) and what cold; all hot without a cold address. */
function split(
  units: bigint,
  hotHas: bigint,
  ceiling: string | undefined,
  decimals: number,
  cold: string,
): { hot: bigint; cold: bigint } {
  if (!cold || ceiling === undefined) return { hot: units, cold: 0n };
  const room = amountToBaseUnits(ceiling, decimals) - hotHas;
  const hot = room <= 0n ? 0n : room < units ? room : units;
  return { hot, cold: units - hot };
}

export async function sweep(
  input: SweepInput,
  onMove: (move: SweepMove) => void = () => {},
): Promise<SweepMove[]> {
  const { client, config } = input;
  const accounts = depositAccounts(input.seed, input.xpub, input.addresses);
  const hot = privateKeyToAccount(input.hotKey.reveal() as Hex);
  const walletOf = (account: PrivateKeyAccount) =>
    createWalletClient({ account, chain: input.viemChain, transport: http(input.rpcUrl) });
  const hotWallet = walletOf(hot);
  const cold = config.coldAddress ? getAddress(config.coldAddress) : '';
  const moves: SweepMove[] = [];
  const amountOf = (units: bigint, decimals: number) =>
    baseUnitsToAmount(units, decimals, decimals) ?? units.toString();
  /** Waits for a sent transaction to succeed, then records the move it made. */
  const settled = async (txHash: Hex, move: Omit<SweepMove, 'txHash'>) => {
    const receipt = await client.waitForTransactionReceipt({ hash: txHash });
    if (receipt.status !== 'success') throw new Error(`transaction ${txHash} reverted`);
    const done = { ...move, txHash };
    moves.push(done);
    onMove(done);
  };
  const tokenBalance = (contract: `0x${string}`, owner: `0x${string}`) =>
    client.readContract({
      address: contract,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [owner],
    });
  const native = input.assets.find((a) => a.contract === null);

  for (const { address, account } of accounts) {
    const owner = address as `0x${string}`;
    const wallet = walletOf(account);
    // A legacy price a little above the current one: the fee is exactly gas × price, so the
    // native coin can be moved to the last wei.
    const gasPrice = ((await client.getGasPrice()) * 5n) / 4n;

    for (const asset of input.assets) {
      if (!asset.contract) continue;
      const contract = asset.contract;
      const units = await tokenBalance(contract, owner);
      if (units === 0n) continue;
      const parts = split(
        units,
        await tokenBalance(contract, hot.address),
        config.hotCeiling[asset.symbol],
        asset.decimals,
        cold,
      );
      const transfers = (
        [
          ['hot', hot.address, parts.hot],
          ['cold', cold, parts.cold],
        ] as const
      ).filter(([, , amount]) => amount > 0n);
      const gases: bigint[] = [];
      for (const [, to, amount] of transfers)
        gases.push(
          await client.estimateContractGas({
            address: contract,
            abi: erc20Abi,
            functionName: 'transfer',
            args: [to as `0x${string}`, amount],
            account: owner,
          }),
        );
      const need = gases.reduce((a, b) => a + b, 0n) * gasPrice;
      const has = await client.getBalance({ address: owner });
      if (has < need) {
        const txHash = await hotWallet.sendTransaction({
          to: owner,
          value: need - has,
          gasPrice,
        });
        await settled(txHash, {
          kind: 'gas',
          from: hot.address,
          to: owner,
          symbol: native?.symbol ?? 'native',
          amount: amountOf(need - has, native?.decimals ?? 18),
        });
      }
      for (const [i, [kind, to, amount]] of transfers.entries()) {
        const txHash = await wallet.writeContract({
          address: contract,
          abi: erc20Abi,
          functionName: 'transfer',
          args: [to as `0x${string}`, amount],
          gas: gases[i],
          gasPrice,
        });
        await settled(txHash, {
          kind,
          from: owner,
          to,
          symbol: asset.symbol,
          amount: amountOf(amount, asset.decimals),
        });
      }
    }

    if (!native) continue;
    const balance = await client.getBalance({ address: owner });
    const fee = PLAIN_TRANSFER_GAS * gasPrice;
    if (balance <= fee) continue;
    // One transfer when everything fits one side; two (and two fees) when it is split.
    let parts = split(
      balance - fee,
      await client.getBalance({ address: hot.address }),
      config.hotCeiling[native.symbol],
      native.decimals,
      cold,
    );
    if (parts.hot > 0n && parts.cold > 0n) {
      const left = balance - 2n * fee;
      parts =
        left > parts.hot
          ? { hot: parts.hot, cold: left - parts.hot }
          : { hot: balance - fee, cold: 0n };
    }
    for (const [kind, to, amount] of [
      ['hot', hot.address, parts.hot],
      ['cold', cold, parts.cold],
    ] as const) {
      if (amount <= 0n) continue;
      const txHash = await wallet.sendTransaction({
        to: to as `0x${string}`,
        value: amount,
        gas: PLAIN_TRANSFER_GAS,
        gasPrice,
      });
      await settled(txHash, {
        kind,
        from: owner,
        to,
        symbol: native.symbol,
        amount: amountOf(amount, native.decimals),
      });
    }
  }
  return moves;
}

/**
 * The RPC URL a command-line tool talks to: the one given, else the chain's configured node,
 * else the embedded node's, which the running server records in `<dataDir>/chain/node.json`.
 */
export function commandRpcUrl(
  given: string | undefined,
  chain: Pick<ChainConfig, 'rpcUrl'> | undefined,
  dataDir: string,
): string {
  if (given) return given;
  if (chain && chain.rpcUrl !== 'embedded') return chain.rpcUrl;
  const file = path.resolve(dataDir, 'chain', 'node.json');
  try {
    const { rpcUrl } = JSON.parse(fs.readFileSync(file, 'utf8')) as { rpcUrl?: unknown };
    if (typeof rpcUrl === 'string') return rpcUrl;
  } catch {
    // Reported below.
  }
  throw new Error(
    `no RPC URL: pass --rpc, configure the chain's RPC URL, or start the server (${file})`,
  );
}
