import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { startApp, type RunningApp } from './app';

/**
 * What the on-chain journeys share: a server on the embedded local node (anvil, a block a
 * second) with an explorer link configured, the node's JSON-RPC as the server recorded it,
 * and a reader of a live text through every value it takes.
 */

export const EXPLORER = 'https://explorer.test/tx/';

export interface ChainApp {
  app: RunningApp;
  dataDir: string;
  /** Stops the server and removes its data folder. */
  stop(): Promise<void>;
}

export async function startChainApp(env: Record<string, string> = {}): Promise<ChainApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tidemark-e2e-chain-'));
  const app = await startApp(
    {
      CHAINS: 'ERC20',
      CHAIN_ERC20_EXPLORER_TX_URL: `${EXPLORER}{hash}`,
      RATE_LIMIT_PER_MINUTE: '100000',
      ...env,
    },
    { dataDir },
  );
  return {
    app,
    dataDir,
    async stop() {
      await app.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A JSON-RPC call to the embedded node, at the URL the server wrote to its data folder. */
export async function nodeRpc<T>(dataDir: string, method: string, params: unknown[]): Promise<T> {
  const node = JSON.parse(fs.readFileSync(path.join(dataDir, 'chain', 'node.json'), 'utf8')) as {
    rpcUrl: string;
  };
  const res = await fetch(node.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await res.json()) as { result?: T; error?: unknown };
  if (body.error !== undefined) throw new Error(`${method}: ${JSON.stringify(body.error)}`);
  return body.result as T;
}

/** `balanceOf(holder)` of a token contract at a block tag, in base units. */
export async function tokenBalance(
  dataDir: string,
  contract: string,
  holder: string,
  block: string,
): Promise<bigint> {
  const data = `0x70a08231${holder.slice(2).toLowerCase().padStart(64, '0')}`;
  return BigInt(await nodeRpc<string>(dataDir, 'eth_call', [{ to: contract, data }, block]));
}

/** A decimal string in base units of a token with `decimals` places. */
export function baseUnits(value: string, decimals: number): bigint {
  const [whole = '0', frac = ''] = value.split('.');
  return BigInt(whole + frac.padEnd(decimals, '0').slice(0, decimals));
}

/**
 * Reads the first match of `selector` every 100 ms until it reads `last`, and returns each
 * distinct text read on the way (the screen is not reloaded: what changes came live).
 */
export async function textsUntil(
  page: Page,
  selector: string,
  last: string,
  timeoutMs = 90_000,
): Promise<string[]> {
  const seen: string[] = [];
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const text = ((await page.locator(selector).first().textContent()) ?? '').trim();
    if (text && seen.at(-1) !== text) seen.push(text);
    if (text === last) return seen;
    if (Date.now() > deadline) throw new Error(`never read "${last}": ${seen.join(' → ')}`);
    await page.waitForTimeout(100);
  }
}

/** Signs an operator in to the console at a desktop size. */
export async function signInConsole(page: Page, baseUrl: string, login: Record<string, string>) {
  await page.goto(`${baseUrl}/console/`);
  await page.locator('#email').fill(login.email!);
  await page.locator('#password').fill(login.password!);
  await page.locator('#totp_code').fill(login.totp_code!);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.locator('[data-testid=operator-name]').waitFor();
}

/** anvil's account #0, unlocked on the node: it deployed the test token and holds its supply. */
const FAUCET = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

/**
 * Tops the hot wallet up with `amount` test USDT from the faucet, as treasury would from cold
 * storage: the demo users' balances are the ledger's, not the hot wallet's. The token and the
 * hot wallet's address are read where anyone (the proof of reserves) and operators read them.
 */
export async function topUpHotWallet(
  chain: ChainApp,
  operatorToken: string,
  amount: string,
): Promise<void> {
  const base = chain.app.baseUrl;
  const status = (await (
    await fetch(`${base}/api/admin/chain/status`, { headers: { authorization: operatorToken } })
  ).json()) as { message: Array<{ hot_wallet: { address: string } }> };
  const hot = status.message[0]!.hot_wallet.address;
  let contract: string | undefined;
  for (let i = 0; i < 60 && !contract; i++) {
    const reserves = (await (await fetch(`${base}/api/liabilities/reserves`)).json()) as {
      message?: {
        chains?: Array<{ currencies: Array<{ currency_name: string; contract: string }> }>;
      };
    };
    contract = reserves.message?.chains
      ?.flatMap((c) => c.currencies)
      .find((c) => c.currency_name === 'USDT')?.contract;
    if (!contract) await new Promise((r) => setTimeout(r, 500));
  }
  if (!contract) throw new Error('the proof of reserves names no USDT contract');
  const units = baseUnits(amount, 6).toString(16).padStart(64, '0');
  const data = `0xa9059cbb${hot.slice(2).toLowerCase().padStart(64, '0')}${units}`;
  const hash = await nodeRpc<string>(chain.dataDir, 'eth_sendTransaction', [
    { from: FAUCET, to: contract, data },
  ]);
  for (let i = 0; i < 60; i++) {
    const receipt = await nodeRpc<{ status: string } | null>(
      chain.dataDir,
      'eth_getTransactionReceipt',
      [hash],
    );
    if (receipt?.status === '0x1') return;
    if (receipt) throw new Error('the hot wallet top-up reverted');
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the hot wallet top-up was not mined');
}
