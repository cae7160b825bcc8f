import { afterAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../test/harness';
import { siteModule } from '../modules/site';
import { marketModule } from '../modules/market';
import { spotModule } from '../modules/spot';
import { orderModules, type AnyModule } from './module';
import { buildApp } from '../app';
import { testConfig } from '../config';

const stub = (name: string, needs: string[]): AnyModule => ({ name, needs, create: () => ({}) });

describe('module graph', () => {
  it('orders modules after everything they need, whatever order they are given in', () => {
    const order = orderModules([
      stub('spot', ['market', 'wallet']),
      stub('wallet', ['market']),
      stub('market', []),
    ]).map((m) => m.name);
    expect(order).toEqual(['market', 'wallet', 'spot']);
  });

  it('refuses a need no module provides, a cycle (naming it) and a name given twice', () => {
    expect(() => orderModules([stub('spot', ['market'])])).toThrow(
      'module spot needs market, which is not part of this app',
    );
    expect(() => orderModules([stub('a', ['b']), stub('b', ['c']), stub('c', ['a'])])).toThrow(
      'a → b → c → a',
    );
    expect(() => orderModules([stub('a', []), stub('a', [])])).toThrow('module a is given twice');
  });

  describe('an app built from a subset of the modules', () => {
    let t: TestApp | undefined;
    afterAll(async () => t?.close());

    it('serves the routes of the modules it has and answers not found for the others', async () => {
      t = await createTestApp({}, { modules: [spotModule, marketModule, siteModule] });
      expect(Object.keys(t.app.services).sort()).toEqual(['market', 'site', 'spot']);
      expect((await call(t.app, 'GET', '/api/coin/pairs')).body.type).toBe('ok');
      expect((await call(t.app, 'GET', '/api/getSiteConfig')).body.type).toBe('ok');
      expect(
        (await call(t.app, 'POST', '/api/user/login', { user_string: 'a@b.cd', password: 'x' }))
          .body.code,
      ).toBe('not_found');
    });

    it('fails at start-up when a module it has needs one it lacks', async () => {
      await expect(createTestApp({}, { modules: [spotModule] })).rejects.toThrow(
        'module spot needs market',
      );
    });
  });
});

describe('closing while modules are still starting', () => {
  it('waits for a start that is reading the database before closing it', async () => {
    let reached!: () => void;
    const reading = new Promise<void>((resolve) => (reached = resolve));
    const results: string[] = [];
    // A module whose start is still at work when the app is asked to close.
    const slow: AnyModule = {
      name: 'site',
      needs: [],
      create: () => ({}),
      start: async () => {
        reached();
        await new Promise((r) => setTimeout(r, 100));
        const { rows } = await app.db.query<{ one: number }>('SELECT 1 AS one');
        results.push(`read ${rows[0]!.one}`);
      },
    };
    const app = await buildApp(
      { ...testConfig(), databaseUrl: undefined, dataDir: ':memory:' },
      {
        modules: [slow],
      },
    );
    app.startModules();
    await reading;
    await app.close();
    expect(results).toEqual(['read 1']);
  });
});
