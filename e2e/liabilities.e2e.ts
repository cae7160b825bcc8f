import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { LiabilityProof, LiabilityRoot } from '@tidemark/contracts';
import { apiCall, DEMO_USER } from './support/api';
import { openBrowser, ROOT, startApp, type OpenBrowser, type RunningApp } from './support/app';
import { signIn } from './support/ui';

/**
 * Proof of liabilities in Chromium: the daily snapshot runs (TEST_CLOCK dev route), the demo
 * user opens Assets → Verify my balance and sees ✓ for their own balances, downloads the proof,
 * and the no-server page (opened from disk, browser offline) verifies that file and fails it
 * once a balance is altered.
 */

let app: RunningApp | null = null;
let browser: OpenBrowser | null = null;
let token = '';
let downloaded = '';
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'tidemark-pol-e2e-'));

function running(): RunningApp {
  if (!app) throw new Error('app not started');
  return app;
}
function page(): Page {
  if (!browser) throw new Error('browser not open');
  return browser.page;
}
const call = <T>(p: string, body?: Record<string, string>, auth = true) =>
  apiCall<T>(running().baseUrl, p, { ...(auth ? { token } : {}), ...(body ? { body } : {}) });
const byTestId = (id: string) => page().locator(`[data-testid="${id}"]`);

describe('proof of liabilities', () => {
  beforeAll(async () => {
    app = await startApp({ TEST_CLOCK: '1', RATE_LIMIT_PER_MINUTE: '100000' });
    browser = await openBrowser({ app });
    token = await call<string>('/user/login', DEMO_USER, false);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('Assets → Verify my balance shows ✓ for the demo user after the daily job', async () => {
    const run = await call<{ runs: Record<string, string> }>(
      '/dev/jobs/run',
      { job: 'liabilities.snapshot' },
      false,
    );
    // The node takes the day's snapshot at start-up too; either way one exists now.
    expect(['done', 'skipped']).toContain(run.runs['liabilities.snapshot']);
    const { snapshot } = await call<{ snapshot: LiabilityRoot | null }>('/liabilities/root');
    expect(snapshot?.leaf_count).toBeGreaterThan(0);
    const proof = await call<LiabilityProof>('/liabilities/proof');

    await signIn(page(), running().baseUrl, token, '/pages/fund/assets');
    await byTestId('assets-verify-balance').scrollIntoViewIfNeeded();
    await page().screenshot({ path: '/tmp/liabilities-assets.png' });
    await byTestId('assets-verify-balance').click();
    await byTestId('liab-result-ok').waitFor();
    expect(await byTestId('liab-root-hash').textContent()).toBe(snapshot!.root_hash);
    for (const [code, amount] of Object.entries(proof.leaf.balances))
      expect(await byTestId(`liab-balances-${code}`).textContent()).toBe(amount);
    await page().screenshot({ path: '/tmp/liabilities-verify.png', fullPage: true });

    const [download] = await Promise.all([
      page().waitForEvent('download'),
      byTestId('liab-download').click(),
    ]);
    downloaded = path.join(tmp, download.suggestedFilename());
    await download.saveAs(downloaded);
    const file = JSON.parse(fs.readFileSync(downloaded, 'utf8')) as LiabilityProof;
    expect(file.leaf).toEqual(proof.leaf);
  });

  it('the no-server page verifies the downloaded proof offline and fails a tampered balance', async () => {
    const html = path.join(ROOT, 'apps/web/public/verify-liabilities.html');
    const offline = await browser!.context.newPage();
    const errors: string[] = [];
    offline.on('pageerror', (e) => errors.push(e.message));
    let requests = 0;
    offline.on('request', (r) => {
      if (!r.url().startsWith('file:')) requests++;
    });
    await browser!.context.setOffline(true);
    try {
      await offline.goto(`file://${html}`);
      await offline.locator('#file').setInputFiles(downloaded);
      await offline.waitForFunction(() =>
        (document.querySelector('#proof') as HTMLTextAreaElement).value.includes('"path"'),
      );
      await offline.locator('#verify').click();
      await offline.waitForSelector('#result[data-ok="true"]');
      expect(await offline.locator('#log').textContent()).toContain('leaf');
      await offline.screenshot({ path: '/tmp/liabilities-offline-ok.png', fullPage: true });

      const tampered = JSON.parse(fs.readFileSync(downloaded, 'utf8')) as LiabilityProof;
      const [code] = Object.keys(tampered.leaf.balances);
      tampered.leaf.balances[code!] = `${tampered.leaf.balances[code!]}1`;
      await offline.locator('#proof').fill(JSON.stringify(tampered));
      await offline.locator('#verify').click();
      await offline.waitForSelector('#result[data-ok="false"]');
      expect(await offline.locator('#result').textContent()).toContain('Not verified at the root');

      // A root obtained elsewhere that differs from the file's is not vouched for by the file.
      await offline.locator('#proof').fill(fs.readFileSync(downloaded, 'utf8'));
      await offline.locator('#root').fill('0'.repeat(64));
      await offline.locator('#verify').click();
      await offline.waitForSelector('#result[data-ok="false"]');
    } finally {
      await browser!.context.setOffline(false);
    }
    expect(errors).toEqual([]);
    expect(requests).toBe(0);
    await offline.close();
  });

  it('the same page served by the node runs under its content policy, then checks offline', async () => {
    const served = await browser!.context.newPage();
    const errors: string[] = [];
    served.on('pageerror', (e) => errors.push(e.message));
    served.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await served.goto(`${running().baseUrl}/verify-liabilities.html`);
    await browser!.context.setOffline(true);
    try {
      await served.locator('#proof').fill(fs.readFileSync(downloaded, 'utf8'));
      await served.locator('#verify').click();
      await served.waitForSelector('#result[data-ok="true"]');
    } finally {
      await browser!.context.setOffline(false);
    }
    expect(errors).toEqual([]);
    await served.close();
  });
});
