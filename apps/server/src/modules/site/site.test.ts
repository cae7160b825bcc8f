import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIAT_CODES, LANGS, PUBLIC_SETTING_KEYS, siteConfigSchema } from '@tidemark/contracts';
import { call, createTestApp, type TestApp } from '../../test/harness';
import { SETTINGS } from '../../platform/settings';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ feed: 'simulated' });
});
afterAll(async () => t?.close());

describe('site configuration', () => {
  it('answers the site config with the languages, the kept fiat list and the simulated flag', async () => {
    const { body } = await call(t.app, 'GET', '/api/getSiteConfig');
    const config = siteConfigSchema.parse(body.message);
    expect(config.site_name).toBe('Tidemark');
    expect(config.languages.map((l) => l.code)).toEqual([...LANGS]);
    expect(config.fiats.map((f) => f.currency_code).sort()).toEqual([...FIAT_CODES].sort());
    expect(config.fiats.find((f) => f.currency_code === 'JPY')?.rate).toBe('150');
    expect(config.simulated_prices).toBe(true);
  });

  it('says prices are not simulated with another feed', async () => {
    const other = await createTestApp({ feed: 'script' });
    try {
      const { body } = await call(other.app, 'GET', '/api/getSiteConfig');
      expect((body.message as { simulated_prices: boolean }).simulated_prices).toBe(false);
    } finally {
      await other.close();
    }
  });

  it('reads a public setting by path or by keyword', async () => {
    expect((await call(t.app, 'GET', '/api/getSetting/site_name')).body).toEqual({
      type: 'ok',
      message: { key: 'site_name', value: 'Tidemark' },
    });
    expect(
      (await call(t.app, 'GET', '/api/getSetting', { keyword: 'support_url' })).body.message,
    ).toEqual({ key: 'support_url', value: '#/pages/kefu/index' });
  });

  it('answers every public setting on a fresh start, the ones the web and console read among them', async () => {
    // The keys the clients' source reads through /getSetting (path, keyword or the web's reader).
    const root = path.resolve(import.meta.dirname, '../../../../..');
    const read = new Set<string>();
    const walk = (dir: string): void => {
      for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, e.name);
        if (e.isDirectory()) walk(full);
        else if (/\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
          for (const m of fs
            .readFileSync(full, 'utf8')
            .matchAll(
              /(?:getSetting\/|getSetting['"`],\s*\{\s*keyword:\s*['"`]|fetchPublicSetting\(['"`])([a-z_]+)/g,
            ))
            read.add(m[1]!);
      }
    };
    walk(path.join(root, 'apps/web/src'));
    walk(path.join(root, 'apps/console/src'));
    expect([...read].sort()).toEqual(
      expect.arrayContaining(['alert_repeat_cooldown_seconds', 'apk_download_url', 'version']),
    );
    for (const key of new Set([...read, ...PUBLIC_SETTING_KEYS, 'game_url'])) {
      const res = await call(t.app, 'GET', '/api/getSetting', { keyword: key });
      expect(res.body, key).toMatchObject({ type: 'ok', message: { key } });
      expect(SETTINGS[key as keyof typeof SETTINGS]?.public, key).toBe(true);
    }
    expect((await call(t.app, 'GET', '/api/getSetting/version')).body.message).toEqual({
      key: 'version',
      value: '0.8.0,0.8.0',
    });
    expect((await call(t.app, 'GET', '/api/getSiteConfig')).body.message).toMatchObject({
      app_version: '0.8.0',
      app_min_version: '0.8.0',
    });
  });

  it('never reveals a private setting, nor whether it exists', async () => {
    await t.db.query(
      `INSERT INTO settings (key, value, is_public) VALUES ('smtp_password', 's3cret', false)`,
    );
    const secret = await call(t.app, 'GET', '/api/getSetting/smtp_password');
    const unknown = await call(t.app, 'GET', '/api/getSetting/nope');
    expect(secret.body).toEqual(unknown.body);
    expect(secret.body).toMatchObject({ type: 'error', code: 'setting_not_found' });
    expect(JSON.stringify(secret.body)).not.toContain('s3cret');
  });

  it('shows the settings the migrations mark public, and no other (the registry decides what visitors read)', async () => {
    const { rows } = await t.db.query<{ key: string; is_public: boolean }>(
      `SELECT key, is_public FROM settings WHERE key <> 'smtp_password'`,
    );
    const registry = Object.entries(SETTINGS)
      .map(([key, entry]) => ({ key, is_public: entry.public }))
      .sort((a, b) => a.key.localeCompare(b.key));
    expect(registry).toEqual(rows.sort((a, b) => a.key.localeCompare(b.key)));
  });

  it('reports health with the database kind', async () => {
    const { body } = await call(t.app, 'GET', '/api/health');
    expect(body.message).toMatchObject({ status: 'ok', database: t.db.kind, version: '0.8.0' });
  });
});

describe('web app', () => {
  it('serves the built app at / with revalidation, and hashed assets as immutable', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><title>Tidemark</title><div id="root"></div>',
    );
    fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    const web = await createTestApp({ webDist: dist });
    try {
      const index = await web.app.inject({ method: 'GET', url: '/' });
      expect(index.statusCode).toBe(200);
      expect(index.body).toContain('<div id="root">');
      expect(index.headers['cache-control']).toBe('no-cache');
      const asset = await web.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
      expect(asset.headers['cache-control']).toContain('immutable');
      const api = await web.app.inject({ method: 'GET', url: '/api/unknown' });
      expect(api.json()).toMatchObject({ type: 'error', code: 'not_found' });
    } finally {
      await web.close();
    }
  });
});
