import { describe, expect, it } from 'vitest';

/**
 * The console's imports flow one way: core → screens → shell.
 *
 * - core: the files at the top of src (api, i18n, hooks, components, queue...) import only
 *   each other, never a screen or the shell;
 * - screens: pages/ and products/, two groups that never import each other; a routed screen
 *   (one the shell imports) is imported by the shell alone, so screens share through core;
 * - shell: App.tsx and main.tsx, imported by nothing but main.tsx.
 *
 * Only api.ts calls fetch or holds the operator token; only desk-socket.ts loads socket.io.
 */
const sources = import.meta.glob<string>(['./**/*.{ts,tsx}', '!./**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

type Sources = Record<string, string>;
type Layer = 'core' | 'pages' | 'products' | 'shell';

const SHELL = ['App', 'main'];

/** A file's key without its extension: `./pages/Users.tsx` → `pages/Users`. */
const keyOf = (file: string) => file.replace(/^\.\//, '').replace(/\.tsx?$/, '');

function layerOf(key: string): Layer {
  if (SHELL.includes(key)) return 'shell';
  if (key.startsWith('pages/')) return 'pages';
  if (key.startsWith('products/')) return 'products';
  return 'core';
}

function resolve(from: string, specifier: string): string {
  const parts = from.split('/').slice(0, -1);
  for (const segment of specifier.split('/')) {
    if (segment === '..') parts.pop();
    else if (segment !== '.') parts.push(segment);
  }
  return parts.join('/').replace(/\.tsx?$/, '');
}

/** The relative modules a file imports (static, re-exported or loaded lazily), as keys. */
function importsOf(key: string, text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(/(?:from\s+|import\s*\(\s*)'(\.{1,2}\/[^']+)'/g))
    found.push(resolve(key, m[1] ?? ''));
  return found;
}

function violations(files: Sources): string[] {
  const keyed = Object.entries(files).map(([file, text]) => [keyOf(file), text] as const);
  const screens = new Set(
    importsOf('App', files['./App.tsx'] ?? '').filter((k) => layerOf(k) !== 'core'),
  );
  const found: string[] = [];
  for (const [key, text] of keyed) {
    const from = layerOf(key);
    for (const target of importsOf(key, text)) {
      const to = layerOf(target);
      const wrong =
        (from === 'core' && to !== 'core') ||
        (to === 'shell' && key !== 'main') ||
        (from === 'pages' && to === 'products') ||
        (from === 'products' && to === 'pages') ||
        (screens.has(target) && key !== 'App');
      if (wrong) found.push(`${key} imports ${target}`);
    }
    const code = text.replace(/^\s*(\/\/|\*|\/\*).*$/gm, '');
    if (key !== 'api' && /\bfetch\(|\bsessionStorage\b/.test(code))
      found.push(`${key} calls the network or holds the token itself`);
    if (
      key !== 'desk-socket' &&
      /import\s*\(\s*'socket\.io-client'|^import\s+(?!type\b)[^;]*from\s+'socket\.io-client'/m.test(
        code,
      )
    )
      found.push(`${key} loads socket.io`);
  }
  return found;
}

describe('console architecture', () => {
  it('reads the sources, the shell and its screens', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(40);
    expect(sources['./App.tsx']).toContain("from './pages/Users'");
  });

  it('keeps imports flowing core → screens → shell', () => {
    expect(violations(sources)).toEqual([]);
  });

  it('names each kind of wrong import', () => {
    const planted: Sources = {
      './App.tsx':
        "import { Users } from './pages/Users';\nimport { Products } from './products/Products';",
      './main.tsx': "import { ConsoleApp } from './App';",
      './queue.tsx': "import { Upload } from './pages/Parts';",
      './pages/Users.tsx': "import type { Me } from '../App';\nimport { Parts } from './Parts';",
      './pages/Parts.tsx': "import { bool } from '../products/shared';",
      './pages/Chain.tsx': "import { Users } from './Users';\nconst r = fetch('/api');",
      './products/Products.tsx': "import { Upload } from '../pages/Parts';",
      './products/Earn.tsx': "const s = sessionStorage.getItem('t');\nimport('socket.io-client');",
    };
    expect(violations(planted)).toEqual([
      'queue imports pages/Parts',
      'pages/Users imports App',
      'pages/Parts imports products/shared',
      'pages/Chain imports pages/Users',
      'pages/Chain calls the network or holds the token itself',
      'products/Products imports pages/Parts',
      'products/Earn calls the network or holds the token itself',
      'products/Earn loads socket.io',
    ]);
  });
});
