import type { Reserves, ReservesResponse } from '@tidemark/contracts';
import { erc20Abi, getAddress, type PublicClient } from 'viem';
import type { Db } from '../../platform/db';
import type { Clock } from '../../platform/clock';
import { depositAddressesOf } from './reserves.repo';
import type { ChainAsset, ChainRuntime } from './runtime';
import { baseUnitsToAmount } from './units';

/**
 * Proof of reserves (docs/chain.md): per chain and currency, what the platform holds on chain
 * (the hot wallet, the cold address and every deposit address not swept yet), all read at one
 * confirmed block, beside what users are owed of the currency. The addresses are published so
 * anyone can read the same balances at the same block (`npm run verify -- reserves`).
 */

/** Published figures are recomputed at most this often (each costs a read per address). */
const CACHE_MS = 60_000;
/** Balance reads in flight at once against the node. */
const PARALLEL_READS = 16;

type AddressEntry = Reserves['addresses'][number];

/** The confirmed block the figures are read at: head − confirmations + 1, or the node's `finalized`. */
async function reservesBlock(
  client: PublicClient,
  confirmations: number | 'finalized',
): Promise<{ number: bigint; hash: string }> {
  let block;
  if (confirmations === 'finalized') block = await client.getBlock({ blockTag: 'finalized' });
  else {
    const n = (await client.getBlockNumber()) - BigInt(confirmations) + 1n;
    block = await client.getBlock({ blockNumber: n > 0n ? n : 0n });
  }
  return { number: block.number!, hash: block.hash! };
}

/** An asset's balance of `address` at `blockNumber`, in base units (contract '' or null: the native coin). */
export function balanceAt(
  client: PublicClient,
  contract: string | null,
  address: string,
  blockNumber: bigint,
): Promise<bigint> {
  const owner = getAddress(address);
  if (!contract) return client.getBalance({ address: owner, blockNumber });
  return client.readContract({
    address: getAddress(contract),
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
    blockNumber,
  });
}

/** Sums every address's balance of every asset at the block, per asset and address kind. */
export async function holdingsAt(
  client: PublicClient,
  assets: Array<{ contract: string | null }>,
  addresses: AddressEntry[],
  blockNumber: bigint,
): Promise<Array<Record<AddressEntry['kind'], bigint>>> {
  const totals = assets.map(() => ({ hot: 0n, cold: 0n, deposit: 0n }));
  const reads = addresses.flatMap((a) => assets.map((asset, i) => ({ a, asset, i })));
  for (let at = 0; at < reads.length; at += PARALLEL_READS) {
    const batch = reads.slice(at, at + PARALLEL_READS);
    const units = await Promise.all(
      batch.map((r) => balanceAt(client, r.asset.contract, r.a.address, blockNumber)),
    );
    batch.forEach((r, k) => (totals[r.i]![r.a.kind] += units[k]!));
  }
  return totals;
}

/** Base units as a decimal string at the asset's own decimals (on-chain holdings are exact). */
export const unitsText = (units: bigint, decimals: number): string =>
  baseUnitsToAmount(units, decimals, decimals)!;

/** One chain's reserves now: balances at the confirmed block, liabilities read right after. */
export async function readReserves(
  db: Db,
  runtime: Pick<ChainRuntime, 'client' | 'config' | 'assets'>,
  hotAddress: string | null,
  liabilities: () => Promise<Array<{ currency: string; total: string }>>,
  nowSeconds: number,
): Promise<Reserves> {
  const { client, config } = runtime;
  const block = await reservesBlock(client, config.confirmations);
  const addresses: AddressEntry[] = [
    ...(hotAddress ? [{ address: hotAddress, kind: 'hot' as const, path: null }] : []),
    ...(config.coldAddress
      ? [{ address: config.coldAddress.toLowerCase(), kind: 'cold' as const, path: null }]
      : []),
    ...(await depositAddressesOf(db, config.chain)).map((a) => ({
      address: a.address,
      kind: 'deposit' as const,
      path: a.path,
    })),
  ];
  const totals = await holdingsAt(client, runtime.assets, addresses, block.number);
  const owed = new Map((await liabilities()).map((l) => [l.currency, l.total]));
  return {
    chain: config.chain,
    block_number: Number(block.number),
    block_hash: block.hash,
    computed_at: nowSeconds,
    currencies: runtime.assets.map((asset: ChainAsset, i) => {
      const t = totals[i]!;
      return {
        currency_id: asset.currencyId,
        currency_name: asset.symbol,
        contract: asset.contract ?? '',
        hot: unitsText(t.hot, asset.decimals),
        cold: unitsText(t.cold, asset.decimals),
        deposit_addresses: unitsText(t.deposit, asset.decimals),
        total: unitsText(t.hot + t.cold + t.deposit, asset.decimals),
        liabilities: owed.get(asset.symbol) ?? '0',
      };
    }),
    addresses,
  };
}

export interface ReservesSource {
  db: Db;
  clock: Clock;
  runtimes: () => ChainRuntime[];
  hotAddress: () => string | null;
  liabilities: () => Promise<Array<{ currency: string; total: string }>>;
}

/** The published reserves of every chain, recomputed at most once a minute. */
export function createReserves(src: ReservesSource) {
  let cached: { at: number; value: Promise<ReservesResponse> } | null = null;
  const compute = async (): Promise<ReservesResponse> => ({
    chains: await Promise.all(
      src
        .runtimes()
        .map((r) =>
          readReserves(src.db, r, src.hotAddress(), src.liabilities, src.clock.nowSeconds()),
        ),
    ),
  });
  return {
    compute,
    published(): Promise<ReservesResponse> {
      if (!cached || Date.now() - cached.at >= CACHE_MS) {
        const value = compute();
        cached = { at: Date.now(), value };
        // A failed read is not kept: the next request tries again.
        value.catch(() => {
          if (cached?.value === value) cached = null;
        });
      }
      return cached.value;
    },
  };
}
export type ReservesPublisher = ReturnType<typeof createReserves>;
