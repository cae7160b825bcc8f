import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { seedContentDemo } from '../modules/content';
import { inlinedImage, withShellData } from './web';

let t: TestApp;
const shell = '<!doctype html><title>Tidemark</title><div id="root"></div><script>x()</script>';

beforeAll(async () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), shell);
  t = await createTestApp({ webDist: dist });
});
afterAll(async () => t?.close());

const shellData = (html: string): unknown => {
  const m = /<script type="application\/json" id="tm-shell-data">(.*?)<\/script>/.exec(html);
  return m ? JSON.parse(m[1]!) : null;
};

describe('the shell', () => {
  it('names the first home banner for the first paint once there is one, before its scripts', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/' });
    expect(shellData(before.body)).not.toHaveProperty('banner');

    // The shell remembers its lookup for a while; a fresh app sees the seeded banners.
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), shell);
    // A small image of the build goes in as a data: URL, painted without a request.
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 10"/>';
    fs.mkdirSync(path.join(dist, 'banners'));
    fs.writeFileSync(path.join(dist, 'banners', 'zero-fee.svg'), svg);
    const fresh = await createTestApp({ webDist: dist });
    try {
      await seedContentDemo(fresh.db);
      const page = await fresh.app.inject({ method: 'GET', url: '/' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(shellData(page.body)).toMatchObject({
        banner: 'banners/zero-fee.svg',
        banner_data: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
      });
      expect(page.body.indexOf('tm-shell-data')).toBeLessThan(page.body.indexOf('<script>x()'));
    } finally {
      await fresh.close();
    }
  });

  it('inlines only small image files of the build, never a path outside it', async () => {
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'web-'));
    const dist = path.join(parent, 'dist');
    fs.mkdirSync(path.join(dist, 'banners'), { recursive: true });
    fs.writeFileSync(path.join(dist, 'banners', 'a.png'), Buffer.from([1, 2, 3]));
    fs.writeFileSync(path.join(dist, 'banners', 'big.svg'), 'x'.repeat(5000));
    fs.writeFileSync(path.join(dist, 'banners', 'page.html'), '<p>');
    fs.writeFileSync(path.join(parent, 'outside.svg'), '<svg/>');
    onTestFinished(() => fs.rmSync(parent, { recursive: true, force: true }));
    const inline = inlinedImage(dist);
    expect(await inline('/banners/a.png')).toBe('data:image/png;base64,AQID');
    expect(await inline('banners/a.png?v=2')).toBe('data:image/png;base64,AQID');
    expect(await inline('banners/big.svg')).toBeNull();
    expect(await inline('banners/page.html')).toBeNull();
    expect(await inline('banners/missing.svg')).toBeNull();
    expect(await inline('../outside.svg')).toBeNull();
    expect(await inline('/banners/%2e%2e/%2e%2e/outside.svg')).toBeNull();
    expect(await inline('/banners/%E0%A4%A.svg')).toBeNull();
  });

  it('allows the inline scripts of the shell it serves, also after a rebuild under it', async () => {
    const hash = (script: string) =>
      `'sha256-${crypto.createHash('sha256').update(script, 'utf8').digest('base64')}'`;
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'dist-'));
    onTestFinished(() => fs.rmSync(dist, { recursive: true, force: true }));
    fs.writeFileSync(path.join(dist, 'index.html'), shell);
    const app = await createTestApp({ webDist: dist });
    try {
      const scriptSrc = (csp: unknown) =>
        String(csp)
          .split(';')
          .find((d) => d.trim().startsWith('script-src'));
      const before = await app.app.inject({ method: 'GET', url: '/' });
      expect(scriptSrc(before.headers['content-security-policy'])).toContain(hash('x()'));
      // A new build replaces the shell while the server runs.
      fs.writeFileSync(path.join(dist, 'index.html'), shell.replace('x()', 'y()'));
      for (const url of ['/', '/index.html']) {
        const after = await app.app.inject({ method: 'GET', url });
        expect(after.body).toContain('<script>y()</script>');
        const policy = scriptSrc(after.headers['content-security-policy']);
        expect(policy).toContain(hash('y()'));
        expect(policy).not.toContain(hash('x()'));
        expect(policy).toContain("'self'");
      }
    } finally {
      await app.close();
    }
  });

  it('names each pair’s last price, places and kind for the trade and market first paints', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/' });
    const tickers = (
      await t.app.inject({ method: 'GET', url: '/api/currency/quotation_new' })
    ).json<{
      message: Array<{ symbol: string; now_price: string; price_decimals: number; kind: string }>;
    }>().message;
    expect(tickers.length).toBeGreaterThan(0);
    const { prices, prices_at: at } = shellData(page.body) as {
      prices: Record<string, [string, number, string]>;
      prices_at: number;
    };
    expect(prices).toEqual(
      Object.fromEntries(tickers.map((r) => [r.symbol, [r.now_price, r.price_decimals, r.kind]])),
    );
    expect(Math.abs(Date.now() - at)).toBeLessThan(5000);
    expect(page.body.indexOf('tm-shell-data')).toBeLessThan(page.body.indexOf('<script>x()'));
  });

  it('keeps markup out of the JSON block', () => {
    const html = withShellData(shell, { banner: 'a</script><script>alert(1)</script>' });
    expect(html).not.toContain('</script><script>alert');
    expect(shellData(html)).toEqual({ banner: 'a</script><script>alert(1)</script>' });
  });
});
