import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../test/harness';
import { siteModule } from '../modules/site';
import { marketModule } from '../modules/market';
import { spotModule } from '../modules/spot';
import { orderModules, type AnyModule } from './module';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { modules } from '../modules';

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

/** Every module specifier a source names: `import … from`, `export … from`, `import '…'`, `import(…)`. */
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])([^'"]+)\1/g;

/**
 * The imports of one module's files that reach into another module's folder its `needs` does
 * not name. `files` maps a path under `modules/` (`lever/settlement.ts`) to its source; the
 * module is the file's first folder. What lies outside `modules/` (the platform, the ledger,
 * config) and packages (`@tidemark/contracts`, viem) are not modules and are fine.
 *
 * A type-only import counts too: a module typed by another's internals breaks when that module
 * changes, exactly like one that calls it, so the dependency belongs in the graph. Test files
 * are not given to it (see below): a test composes an app from the modules it exercises, it is
 * not part of the module and is never built into the graph.
 */
function undeclaredImports(
  files: ReadonlyMap<string, string>,
  needs: ReadonlyMap<string, readonly string[]>,
): string[] {
  const found: string[] = [];
  for (const [file, source] of files) {
    const own = file.split('/')[0]!;
    const declared = needs.get(own) ?? [];
    for (const [, , spec] of source.matchAll(SPECIFIER)) {
      if (!spec!.startsWith('.')) continue;
      const target = path.posix.join('modules', path.posix.dirname(file), spec!);
      if (!target.startsWith('modules/')) continue;
      const other = target.split('/')[1]!;
      if (other === own || declared.includes(other)) continue;
      found.push(`${file} imports '${spec}', but module ${own} does not need ${other}`);
    }
  }
  return found;
}

describe('imports between modules', () => {
  it('names an import of another module, type-only and dynamic ones too, that needs does not declare', () => {
    const files = new Map([
      ['lever/settlement.ts', "import { notify } from '../messages';\nimport { x } from './own';"],
      ['lever/copy.ts', "import type { MarketData } from '../market/market.service';"],
      ['game/game.service.ts', "const { maskPublic } = await import('../invite');"],
      ['nft/nft.repo.ts', "export { maskPublic } from '../../modules/invite';"],
      [
        'spot/stops.ts',
        "import { recordAudit } from '../../platform/audit';\nimport { transfer } from '../../ledger';\n" +
          "import { MESSAGE_KINDS } from '@tidemark/contracts';\nimport { onRecorded } from '../market';",
      ],
    ]);
    const needs = new Map([
      ['lever', ['market']],
      ['spot', ['market']],
      ['game', []],
      ['nft', []],
    ]);
    expect(undeclaredImports(files, needs)).toEqual([
      "lever/settlement.ts imports '../messages', but module lever does not need messages",
      "game/game.service.ts imports '../invite', but module game does not need invite",
      "nft/nft.repo.ts imports '../../modules/invite', but module nft does not need invite",
    ]);
  });

  it('finds no module of the app importing one its needs does not name', () => {
    const root = path.join(import.meta.dirname, '..', 'modules');
    const folders = fs
      .readdirSync(root, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name);
    // Every folder is a module of the app, so none is left out of the check.
    expect(folders.sort()).toEqual(modules.map((m) => m.name as string).sort());
    const files = new Map<string, string>();
    for (const folder of folders)
      for (const entry of fs.readdirSync(path.join(root, folder), { recursive: true })) {
        const rel = `${folder}/${String(entry).split(path.sep).join('/')}`;
        if (!/\.tsx?$/.test(rel) || /\.test\.tsx?$/.test(rel)) continue;
        files.set(rel, fs.readFileSync(path.join(root, rel), 'utf8'));
      }
    expect(files.size).toBeGreaterThan(folders.length);
    const needs = new Map(modules.map((m) => [m.name as string, m.needs as readonly string[]]));
    expect(undeclaredImports(files, needs)).toEqual([]);
  });
});
