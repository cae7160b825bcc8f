/**
 * npm run chain:sweep -- [--seed-file F] [--rpc URL] [--url SERVER] [--chain NAME]
 *
 * Moves every deposit address's balance to the hot wallet up to its ceiling and the rest to
 * the cold address (docs/chain.md, sweeping). The deposit key's seed (hex) comes from the file
 * or standard input; it is used to sign and is never stored or printed. The deposit addresses
 * come from the database (the server's configuration: with the embedded PGlite the server must
 * be stopped first, it is single-process) or, with --url, from the server's published proof of
 * reserves, which lists every deposit address with its derivation path.
 */
import fs from 'node:fs';
import { createPublicClient, erc20Abi, http, type Chain } from 'viem';
import { reservesResponse } from '@tidemark/contracts';
import { loadConfig } from '../src/config';
import { openDb } from '../src/platform/db';
import { demoXpub } from '../src/modules/wallet/addresses';
import { chainTokensOf, depositAddressesOf } from '../src/modules/chain/reserves.repo';
import { commandRpcUrl, sweep, SweepRefused, type SweepAsset } from '../src/modules/chain/sweep';

const USAGE =
  'usage: npm run chain:sweep -- [--seed-file F] [--rpc URL] [--url SERVER] [--chain NAME]  (seed as hex on standard input or in F)';

function option(args: readonly string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}

async function readSeed(file: string | undefined): Promise<Uint8Array> {
  let text: string;
  if (file) text = fs.readFileSync(file, 'utf8');
  else {
    const chunks: Buffer[] = [];
    for await (const c of process.stdin) chunks.push(c as Buffer);
    text = Buffer.concat(chunks).toString('utf8');
  }
  const hex = text.trim().replace(/^0x/, '');
  if (!/^([0-9a-fA-F]{2}){16,64}$/.test(hex))
    throw new Error('the seed must be 16 to 64 bytes of hex');
  return Uint8Array.from(Buffer.from(hex, 'hex'));
}

async function main(args: readonly string[]): Promise<number> {
  if (args.includes('--help')) {
    console.log(USAGE);
    return 0;
  }
  const config = loadConfig();
  const chainName = option(args, '--chain') ?? config.chains[0]?.chain;
  const chainConfig = config.chains.find((c) => c.chain === chainName);
  if (!chainConfig) {
    console.error(`no configured chain ${chainName ?? ''} (CHAINS)`);
    return 2;
  }
  if (!config.hotWalletKey) {
    console.error('no hot wallet key (HOT_WALLET_KEY or HOT_WALLET_KEY_FILE): it pays missing gas');
    return 2;
  }
  const seed = await readSeed(option(args, '--seed-file'));
  const rpcUrl = commandRpcUrl(option(args, '--rpc'), chainConfig, config.dataDir);
  const client = createPublicClient({ transport: http(rpcUrl) });
  const chainId = await client.getChainId();
  const viemChain: Chain = {
    id: chainId,
    name: chainConfig.chain,
    nativeCurrency: { name: chainConfig.native.symbol, ...chainConfig.native },
    rpcUrls: { default: { http: [rpcUrl] } },
  };

  let addresses: Array<{ address: string; path: string }>;
  let tokens: Array<{ symbol: string; contract: string }>;
  const url = option(args, '--url');
  if (url) {
    const res = await fetch(new URL('/api/liabilities/reserves', url));
    if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
    const published = reservesResponse
      .parse(((await res.json()) as { message?: unknown }).message)
      .chains.find((c) => c.chain === chainConfig.chain);
    if (!published) throw new Error(`${url} publishes no reserves of ${chainConfig.chain}`);
    addresses = published.addresses.flatMap((a) =>
      a.kind === 'deposit' && a.path ? [{ address: a.address, path: a.path }] : [],
    );
    tokens = published.currencies.map((c) => ({ symbol: c.currency_name, contract: c.contract }));
  } else {
    const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    try {
      addresses = await depositAddressesOf(db, chainConfig.chain);
      tokens = await chainTokensOf(db, chainConfig.chain);
    } finally {
      await db.close();
    }
  }
  const assets: SweepAsset[] = [];
  for (const t of tokens) {
    if (!t.contract) {
      assets.push({ symbol: t.symbol, contract: null, decimals: chainConfig.native.decimals });
      continue;
    }
    const contract = t.contract as `0x${string}`;
    const decimals = await client.readContract({
      address: contract,
      abi: erc20Abi,
      functionName: 'decimals',
    });
    assets.push({ symbol: t.symbol, contract, decimals });
  }

  console.log(`${chainConfig.chain} at ${rpcUrl}: ${addresses.length} deposit addresses`);
  const moves = await sweep(
    {
      config: chainConfig,
      client,
      viemChain,
      rpcUrl,
      assets,
      addresses,
      seed,
      xpub: config.depositXpub ?? demoXpub(),
      hotKey: config.hotWalletKey,
    },
    (m) =>
      console.log(
        `${m.kind === 'gas' ? 'gas ' : `${m.kind.padEnd(4)}`} ${m.from} → ${m.to} ${m.amount} ${m.symbol} ${m.txHash}`,
      ),
  );
  console.log(moves.length ? `${moves.length} transactions` : 'nothing to move');
  return 0;
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (e) {
  console.error(e instanceof SweepRefused ? `refused: ${e.message}` : (e as Error).message);
  process.exitCode = 1;
}
