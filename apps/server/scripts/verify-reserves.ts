/**
 * npm run verify -- reserves --url <server> [--rpc <node>] [--chain NAME]: checks the published
 * proof of reserves against the chain itself. It fetches `GET /api/liabilities/reserves`, checks
 * the published block is on the node's chain, reads every published address's balance at that
 * block, recomputes the totals per currency and address kind, and prints ✓ or ✗ for each.
 * Exit code 1 when any figure differs. The node is `--rpc`, else the chain's configured RPC URL,
 * else the embedded node of a server running from this folder.
 */
import { createPublicClient, erc20Abi, getAddress, http, type PublicClient } from 'viem';
import { reservesResponse, type Reserves } from '@tidemark/contracts';
import { loadConfig } from '../src/config';
import { holdingsAt, unitsText } from '../src/modules/chain/reserves';
import { commandRpcUrl } from '../src/modules/chain/sweep';
import { amountToBaseUnits } from '../src/modules/chain/units';

const USAGE = 'usage: npm run verify -- reserves --url <server> [--rpc <node URL>] [--chain NAME]';
/** EVM native coins (ETH, BNB, POL) have 18 decimals. */
const NATIVE_DECIMALS = 18;
const KINDS = [
  ['hot', 'hot'],
  ['cold', 'cold'],
  ['deposit', 'deposit_addresses'],
] as const;

function option(args: readonly string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}

/** A published figure in base units, or null when it has more digits than the asset carries. */
function published(amount: string, decimals: number): bigint | null {
  try {
    return amountToBaseUnits(amount, decimals);
  } catch {
    return null;
  }
}

/**
 * Re-reads one chain's published reserves from the node and prints a line per check; true
 * when every published figure is what the chain holds at the published block.
 */
export async function checkReserves(
  r: Reserves,
  client: PublicClient,
  out: (line: string) => void,
): Promise<boolean> {
  let ok = true;
  const mark = (good: boolean, line: string) => {
    if (!good) ok = false;
    out(`${good ? '✓' : '✗'} ${line}`);
  };
  const block = await client.getBlock({ blockNumber: BigInt(r.block_number) }).catch(() => null);
  mark(
    block?.hash === r.block_hash,
    `${r.chain} block ${r.block_number} ${r.block_hash}${block && block.hash !== r.block_hash ? ` (the node has ${block.hash})` : ''}`,
  );
  if (!block || block.hash !== r.block_hash) return false;

  const assets = await Promise.all(
    r.currencies.map(async (c) => ({
      contract: c.contract || null,
      decimals: c.contract
        ? await client.readContract({
            address: getAddress(c.contract),
            abi: erc20Abi,
            functionName: 'decimals',
          })
        : NATIVE_DECIMALS,
    })),
  );
  const onChain = await holdingsAt(client, assets, r.addresses, BigInt(r.block_number));
  const count = (kind: string) => r.addresses.filter((a) => a.kind === kind).length;
  r.currencies.forEach((c, i) => {
    const { decimals } = assets[i]!;
    const held = onChain[i]!;
    let sum = 0n;
    for (const [kind, field] of KINDS) {
      const claimed = published(c[field], decimals);
      sum += held[kind];
      mark(
        claimed === held[kind],
        `${c.currency_name} ${kind.padEnd(7)} published ${c[field]}, on chain ${unitsText(held[kind], decimals)} (${count(kind)} addresses)`,
      );
    }
    const total = published(c.total, decimals);
    mark(
      total === sum,
      `${c.currency_name} total   published ${c.total}, on chain ${unitsText(sum, decimals)}; owed to users ${c.liabilities}`,
    );
  });
  return ok;
}

export async function main(
  args: readonly string[],
  out: (line: string) => void = console.log,
): Promise<number> {
  const url = option(args, '--url');
  if (!url) {
    out(USAGE);
    return 2;
  }
  const res = await fetch(new URL('/api/liabilities/reserves', url));
  if (!res.ok) {
    out(`${url}: HTTP ${res.status}`);
    return 2;
  }
  // The API's envelope: {type: 'ok', message: <the reserves>}.
  const body = (await res.json()) as { message?: unknown };
  const parsed = reservesResponse.safeParse(body.message);
  if (!parsed.success) {
    out(`${url} does not publish reserves: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
    return 2;
  }
  const only = option(args, '--chain');
  const chains = parsed.data.chains.filter((c) => !only || c.chain === only);
  if (!chains.length) {
    out(`${url} publishes no reserves${only ? ` of ${only}` : ''}`);
    return 2;
  }
  let ok = true;
  for (const r of chains) {
    let rpcUrl: string;
    try {
      const given = option(args, '--rpc');
      const config = given ? null : loadConfig();
      rpcUrl = commandRpcUrl(
        given,
        config?.chains.find((c) => c.chain === r.chain),
        config?.dataDir ?? '.',
      );
    } catch (e) {
      out(`${r.chain}: ${(e as Error).message}`);
      return 2;
    }
    out(`${r.chain}: ${r.addresses.length} addresses at block ${r.block_number}, node ${rpcUrl}`);
    if (!(await checkReserves(r, createPublicClient({ transport: http(rpcUrl) }), out))) ok = false;
  }
  out(ok ? 'OK: every published figure is on chain' : 'FAILED: a published figure differs');
  return ok ? 0 : 1;
}
