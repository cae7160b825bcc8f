import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { indexExports } from '../../antd-imports';

const require = createRequire(import.meta.url);
const antdIndex = require.resolve('antd-mobile/es/index.js');
const antdRoot = path.dirname(antdIndex);
const index = indexExports(fs.readFileSync(antdIndex, 'utf8'));
const SRC = path.resolve(__dirname, '..');

/**
 * What a page's first load must not run: antd-mobile's animated components and the spring and
 * gesture libraries under them. A script per frame from the first paint on a phone, they were
 * the trade screen's longest tasks; the app's own slider, tab row and spinner stand in for them,
 * and sheets load them when first opened.
 */
const HEAVY = [
  /\/node_modules\/@react-spring\//,
  /\/node_modules\/@use-gesture\//,
  /\/antd-mobile\/es\/components\/(slider|tabs|popup|mask)\//,
];

/** Static imports of a module: `import … from`, `import '…'`, `export … from`; not `import()`. */
const STATIC_IMPORT =
  /^\s*(?:import\s+(type\s+)?(?:([\w$*{}\s,]+?)\s+from\s+)?|export\s+(type\s+)?(?:\*(?:\s+as\s+[\w$]+)?|\{[^}]*\})\s+from\s+)['"]([^'"]+)['"]/gm;

/** The names an `import {…} from 'antd-mobile'` takes as values (type-only names left out). */
function valueNames(clause: string): string[] {
  const named = /\{([^}]*)\}/.exec(clause)?.[1] ?? '';
  return named
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith('type '))
    .map((part) => part.split(/\s+as\s+/)[0]!);
}

function resolveFile(base: string, candidates: string[]): string | null {
  for (const suffix of candidates) {
    const file = base + suffix;
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  return null;
}

/** The files a module statically imports, app sources and antd-mobile's alike. */
function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const inApp = !file.includes('/node_modules/');
  const found: string[] = [];
  for (const match of text.matchAll(STATIC_IMPORT)) {
    const [, importType, clause = '', exportType, spec = ''] = match;
    if (importType || exportType) continue;
    if (/\.(css|json|svg|png|webp)(\?|$)|\?/.test(spec)) continue;
    if (spec.startsWith('.')) {
      const base = path.resolve(path.dirname(file), spec);
      const target = inApp
        ? resolveFile(base, ['', '.ts', '.tsx', '/index.ts', '/index.tsx'])
        : resolveFile(base, ['', '.js', '/index.js']);
      if (target) found.push(target);
    } else if (spec === 'antd-mobile') {
      for (const name of valueNames(clause)) {
        const target = index.get(name);
        if (target) found.push(require.resolve(`antd-mobile/es/${target.from}/index.js`));
      }
    } else if (spec.startsWith('antd-mobile/')) {
      const base = path.join(antdRoot, spec.slice('antd-mobile/es/'.length));
      const target = resolveFile(base, ['', '.js', '/index.js']);
      if (target) found.push(target);
    } else if (/^@(react-spring|use-gesture)\//.test(spec)) {
      // A package name stands for the package: it is what is looked for, not walked into.
      found.push(`/node_modules/${spec}/`);
    }
  }
  return found;
}

/** Every module a page's static imports reach, each with the module that first imports it. */
function reachable(page: string): Map<string, string | null> {
  const start = path.join(SRC, page);
  const parent = new Map<string, string | null>([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (HEAVY.some((pattern) => pattern.test(file)) || !fs.existsSync(file)) continue;
    for (const next of importsOf(file)) {
      if (parent.has(next)) continue;
      parent.set(next, file);
      queue.push(next);
    }
  }
  return parent;
}

/** Each heavy module a page's static imports reach, with the chain of imports to it. */
function heavyImportsOf(page: string): string[] {
  const parent = reachable(page);
  const name = (file: string) =>
    file.includes('/node_modules/')
      ? file.slice(file.lastIndexOf('/node_modules/') + '/node_modules/'.length)
      : path.relative(SRC, file);
  return [...parent.keys()]
    .filter((file) => HEAVY.some((pattern) => pattern.test(file)))
    .map((file) => {
      const chain: string[] = [];
      for (let at: string | null | undefined = file; at; at = parent.get(at))
        chain.unshift(name(at));
      return chain.join(' → ');
    });
}

describe("a route's first load leaves antd-mobile's animated components to later", () => {
  it('walks static imports through the app and antd-mobile, not dynamic or type-only ones', () => {
    // Popup's module reaches the spring and gesture libraries through antd-mobile's own files.
    const popup = heavyImportsOf('shared/ui/popup-sheet.ts');
    expect(popup[0]).toBe('shared/ui/popup-sheet.ts → antd-mobile/es/components/popup/index.js');
    // LazyPopup imports it with import() and antd-mobile's props as a type: neither is walked.
    expect(importsOf(path.join(SRC, 'shared/ui/lazy-popup.tsx'))).toEqual([
      path.join(SRC, 'shared/ui/route-bound-sheets.ts'),
    ]);
    const dialog = [...reachable('shared/ui/dialog-sheet.ts').keys()];
    expect(dialog.some((file) => file.includes('/node_modules/@react-spring/'))).toBe(true);
  });

  it('the trade page (spot form, order book, open orders) loads no slider, tabs, sheet or spring', () => {
    const page = 'pages/transaction/index.tsx';
    const files = [...reachable(page).keys()].map((file) => path.relative(SRC, file));
    // The walk reaches the spot form and antd-mobile's Button it renders.
    expect(files).toContain('features/spot/components/order-form.tsx');
    expect(files.some((file) => file.endsWith('antd-mobile/es/components/button/button.js'))).toBe(
      true,
    );
    expect(heavyImportsOf(page)).toEqual([]);
  });
});
