import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReservesResponse } from '@tidemark/contracts';
import { DEMO_USER, apiCall } from './support/api';
import { openBrowser, ROOT, startApp, type OpenBrowser, type RunningApp } from './support/app';
import { signIn } from './support/ui';

/**
 * Proof of reserves and sweeping on the embedded local node: the demo user makes a test
 * deposit; once confirmed it is in the published reserves, which Assets → Verify my balance
 * shows beside what users are owed; `npm run verify -- reserves` checks the published figures
 * against the node; `npm run chain:sweep` (the demo seed on standard input, the addresses from
 * the published reserves) moves the deposit to the hot wallet, and a second run moves nothing.
 */

const USDT = 3;
/** The demo deposit key's seed (public: the demo key is never for real funds). */
const DEMO_SEED = crypto.createHash('sha256').update('tidemark demo deposit seed').digest('hex');

let app: RunningApp | null = null;
let browser: OpenBrowser | null = null;
let dataDir = '';
let token = '';

const call = <T>(p: string, body?: Record<string, string>) =>
  apiCall<T>(app!.baseUrl, p, { token, ...(body ? { body } : {}) });

async function rpc<T>(method: string, params: unknown[]): Promise<T> {
  const { rpcUrl } = JSON.parse(
    fs.readFileSync(path.join(dataDir, 'chain', 'node.json'), 'utf8'),
  ) as { rpcUrl: string };
  const res = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return ((await res.json()) as { result: T }).result;
}

/** Runs a server command as an operator would from this folder; its exit code and output. */
function command(
  script: string,
  args: string[],
  stdin = '',
): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      cwd: path.join(ROOT, 'apps/server'),
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', CHAINS: 'ERC20' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.stdin.end(stdin);
    child.on('exit', (code) => resolve({ code: code ?? 1, out }));
  });
}

describe('proof of reserves and sweeping on the local node', () => {
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tidemark-e2e-reserves-'));
    app = await startApp({ CHAINS: 'ERC20', RATE_LIMIT_PER_MINUTE: '100000' }, { dataDir });
    browser = await openBrowser({ app });
    token = await apiCall<string>(app.baseUrl, '/user/login', { body: DEMO_USER });
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('shows the confirmed deposit in the reserves beside the liabilities, verifies it, and sweeps it once', async () => {
    const deposit = await call<{ tx_hash: string; amount: string }>('/dev/chain/test_deposit', {
      currency: String(USDT),
    });
    // Three confirmations on the node (a block a second) before the reserves are first read.
    let receipt: { blockNumber: string } | null = null;
    while (!receipt) {
      receipt = await rpc<{ blockNumber: string } | null>('eth_getTransactionReceipt', [
        deposit.tx_hash,
      ]);
      if (!receipt) await new Promise((r) => setTimeout(r, 250));
    }
    const mined = Number(receipt.blockNumber);
    while (Number(await rpc<string>('eth_blockNumber', [])) < mined + 2)
      await new Promise((r) => setTimeout(r, 250));

    const page = browser!.page;
    await signIn(page, app!.baseUrl, token, '/pages/fund/verify_balance');
    const held = page.locator('[data-testid="reserves-ERC20-USDT-held"]');
    await held.waitFor();
    const published = (await apiCall<ReservesResponse>(app!.baseUrl, '/liabilities/reserves'))
      .chains[0]!;
    const usdt = published.currencies.find((c) => c.currency_name === 'USDT')!;
    expect(Number(usdt.deposit_addresses)).toBeGreaterThanOrEqual(Number(deposit.amount));
    expect(
      published.addresses.some((a) => a.kind === 'deposit' && a.path?.startsWith('m/1/')),
    ).toBe(true);
    expect(Number((await held.textContent())!.replace(/,/g, ''))).toBe(Number(usdt.total));
    expect(
      (await page.locator('[data-testid="reserves-ERC20-USDT-ratio"]').textContent())!,
    ).toMatch(/%$/);
    // The hot wallet got 1,000,000 test USDT when the token was deployed: more than the demo
    // users are owed.
    expect(Number(usdt.hot)).toBeGreaterThanOrEqual(1_000_000);
    expect(
      await page
        .locator('[data-testid="reserves-ERC20-USDT-covered"]')
        .getAttribute('data-covered'),
    ).toBe('true');
    await page.screenshot({ path: '/tmp/reserves-verify.png', fullPage: true });

    const verified = await command('scripts/verify.ts', ['reserves', '--url', app!.baseUrl]);
    expect(verified.out).toContain('✓ USDT deposit');
    expect(verified.out).not.toContain('✗');
    expect(verified.code).toBe(0);

    const swept = await command('scripts/chain-sweep.ts', ['--url', app!.baseUrl], DEMO_SEED);
    expect(swept.code).toBe(0);
    expect(swept.out).toMatch(
      new RegExp(
        `hot  0x[0-9a-fA-F]{40} → 0x[0-9a-fA-F]{40} ${deposit.amount.replace('.', '\\.')} USDT 0x[0-9a-f]{64}`,
      ),
    );
    expect(swept.out).not.toContain(DEMO_SEED);
    const again = await command('scripts/chain-sweep.ts', ['--url', app!.baseUrl], DEMO_SEED);
    expect(again.out).toContain('nothing to move');

    const wrong = await command('scripts/chain-sweep.ts', ['--url', app!.baseUrl], 'ab'.repeat(32));
    expect(wrong.out).toContain('refused');
    expect(wrong.code).toBe(1);
  });
});
