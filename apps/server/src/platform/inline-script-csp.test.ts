import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';

// The web shell carries one inline script (the route preload); the policy allows exactly it.
const preload = "document.head.dataset.preloaded='1';";
const shell = `<!doctype html><html><head><script>${preload}</script></head><body><div id="root"></div></body></html>`;

let t: TestApp;
beforeAll(async () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'dist-csp-'));
  fs.writeFileSync(path.join(dist, 'index.html'), shell);
  t = await createTestApp({ webDist: dist });
});
afterAll(async () => t?.close());

describe('content security policy of the web shell', () => {
  it("allows the shell's inline script by its hash, and no inline script in general", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const csp = String(res.headers['content-security-policy']);
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    const hash = crypto.createHash('sha256').update(preload, 'utf8').digest('base64');
    // The other hash is the no-server proof checker's (liabilities.test.ts keeps it in step).
    expect(scriptSrc.split(' ')).toEqual([
      "'self'",
      expect.stringMatching(/^'sha256-[A-Za-z0-9+/]{43}='$/),
      `'sha256-${hash}'`,
    ]);
    expect(scriptSrc).not.toContain('unsafe-inline');
  });
});
