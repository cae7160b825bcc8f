import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { COMPRESS_THRESHOLD_BYTES } from './compression';

let t: TestApp;
const script = `console.log(${JSON.stringify('tide '.repeat(2000))});`;
const shell = `<!doctype html><title>Tidemark</title><div id="root"></div><!--${'x'.repeat(2000)}-->`;

beforeAll(async () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), shell);
  fs.writeFileSync(path.join(dist, 'index.html.br'), zlib.brotliCompressSync(shell));
  fs.writeFileSync(path.join(dist, 'index.html.gz'), zlib.gzipSync(shell));
  const file = path.join(dist, 'assets', 'app-abc123.js');
  fs.writeFileSync(file, script);
  // What the build's precompress step writes beside each file.
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(script));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(script));
  t = await createTestApp({ webDist: dist });
});
afterAll(async () => t?.close());

const get = (url: string, encoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('compression', () => {
  it('sends the build’s brotli file to a client that accepts it, gzip to one that accepts only that', async () => {
    const br = await get('/assets/app-abc123.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await get('/assets/app-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('serves the shell at / and /index.html compressed, never cached without revalidation', async () => {
    // `/` adds the shell's data (the pairs' last prices, platform/web.ts) after the root.
    const withoutData = (html: string) =>
      html.replace(/<script type="application\/json" id="tm-shell-data">.*?<\/script>/, '');
    for (const url of ['/', '/index.html']) {
      const br = await get(url, 'gzip, deflate, br');
      expect(br.statusCode, url).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['cache-control']).toBe('no-cache');
      expect(withoutData(zlib.brotliDecompressSync(br.rawPayload).toString())).toBe(shell);
      const plain = await get(url);
      expect(withoutData(plain.body)).toBe(shell);
    }
  });

  it('compresses API answers above the threshold and leaves small ones as they are', async () => {
    const plain = await get('/api/currency/list');
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);
    const big = await get('/api/currency/list', 'br, gzip');
    expect(big.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(big.rawPayload).toString())).toEqual(plain.json());
    expect(big.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);

    const small = await get('/api/health', 'br, gzip');
    expect(small.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ type: 'ok' });
  });
});
