import { afterAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../test/harness';
import { siteModule } from '../modules/site';
import { marketModule } from '../modules/market';
import { spotModule } from '../modules/spot';
import { orderModules, type AnyModule } from './module';

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
