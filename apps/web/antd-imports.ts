import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

interface Target {
  /** The module of antd-mobile's `es` folder that has it, e.g. `components/button`. */
  from: string;
  /** Its name there (`default` for a component). */
  name: string;
}

/** Every name antd-mobile's index re-exports, with the module it comes from. */
export function indexExports(indexSource: string): Map<string, Target> {
  const names = new Map<string, Target>();
  for (const [, list = '', from = ''] of indexSource.matchAll(
    /export\s*\{([^}]*)\}\s*from\s*'\.\/([^']+)';/g,
  )) {
    for (const part of list.split(',')) {
      const [name, alias] = part.trim().split(/\s+as\s+/);
      if (name) names.set((alias ?? name).trim(), { from, name: name.trim() });
    }
  }
  return names;
}

/**
 * `import { A, B as C } from 'antd-mobile'` written as imports of the modules that have A and
 * B, on the same line (later lines keep their place for the source maps).
 */
export function deepImports(code: string, index: Map<string, Target>): string {
  return code.replace(
    /import\s*\{([^}]*)\}\s*from\s*(['"])antd-mobile\2;?/g,
    (statement: string, list: string) => {
      const imports = list
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)
        .map((part) => {
          const [name = '', local = name] = part.split(/\s+as\s+/).map((s) => s.trim());
          const target = index.get(name);
          if (!target) throw new Error(`antd-imports: antd-mobile's index has no ${name}`);
          const from = `antd-mobile/es/${target.from}`;
          return target.name === 'default'
            ? `import ${local} from '${from}';`
            : `import { ${target.name} as ${local} } from '${from}';`;
        });
      return imports.join(' ') + '\n'.repeat(statement.split('\n').length - 1);
    },
  );
}

/** Files under `dir` (recursively) whose name ends with `.ts`/`.tsx`, tests left out. */
function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The names the app's source imports from antd-mobile's index (type-only names left out). */
export function namesUsed(code: string): string[] {
  const names: string[] = [];
  for (const [, typeOnly, list = ''] of code.matchAll(
    /import\s+(type\s+)?\{([^}]*)\}\s*from\s*'antd-mobile'/g,
  )) {
    if (typeOnly) continue;
    for (const part of list.split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)[0]
        ?.trim();
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  return names;
}

/**
 * The stylesheets of the components `names` and of the components they use (`import "./x.css"`
 * in each component's `index.js`; `from '../popover'` in its files), once each, in a fixed
 * order.
 */
function stylesheetsOf(names: Iterable<string>, index: Map<string, Target>, es: string): string[] {
  const sheets = new Set<string>();
  const seen = new Set<string>();
  const visit = (dir: string) => {
    if (seen.has(dir)) return;
    seen.add(dir);
    const folder = path.join(es, 'components', dir);
    if (!fs.existsSync(folder)) return;
    for (const file of fs.readdirSync(folder).filter((name) => name.endsWith('.js'))) {
      const text = fs.readFileSync(path.join(folder, file), 'utf8');
      if (file === 'index.js')
        for (const [, sheet = ''] of text.matchAll(/import\s*["']\.\/([^"']+\.css)["']/g))
          sheets.add(`antd-mobile/es/components/${dir}/${sheet}`);
      for (const [, other = ''] of text.matchAll(/from\s*["']\.\.\/([a-z-]+)(?:\/[^"']*)?["']/g))
        visit(other);
    }
  };
  for (const name of names) {
    const target = index.get(name);
    if (target?.from.startsWith('components/')) visit(target.from.slice('components/'.length));
  }
  return [...sheets].sort();
}

/**
 * antd-mobile's index is declared a module with side effects (its `import './global'`, which
 * the app imports itself in `app/start.tsx`). Imported through it, a component made the index
 * run first, and with it every component any page used: the bundle put them all in one shared
 * chunk (~120 kB: floating-ui, sliders, dialogs, steppers) that every page using one of them
 * loaded and ran. Like the usual per-component import plugins, the build imports
 * each component from its own module, so a page gets the ones it uses. The TypeScript has
 * already been compiled (`enforce: 'post'`), so type-only names are gone.
 */
export function antdImports(): Plugin {
  let index: Map<string, Target> | null = null;
  let sheets: string[] = [];
  return {
    name: 'tidemark-antd-imports',
    apply: 'build',
    enforce: 'post',
    buildStart() {
      const require = createRequire(import.meta.url);
      const file = require.resolve('antd-mobile/es/index.js');
      index = indexExports(fs.readFileSync(file, 'utf8'));
      const used = sources(path.join(import.meta.dirname, 'src')).flatMap((source) =>
        namesUsed(fs.readFileSync(source, 'utf8')),
      );
      sheets = stylesheetsOf(used, index, path.dirname(file));
    },
    transform(code, id) {
      if (!index || id.includes('node_modules') || !code.includes('antd-mobile')) return null;
      let next = deepImports(code, index);
      // The app's one stylesheet keeps antd-mobile's rules before the app's own, as through
      // the index, so the app's still win at equal specificity: the entry imports the
      // components' stylesheets right after antd-mobile's global one (on the same line).
      if (id.endsWith('/src/app/start.tsx'))
        next = next.replace(/import\s*['"]antd-mobile\/es\/global['"];?/, (global) =>
          [global, ...sheets.map((sheet) => `import '${sheet}';`)].join(' '),
        );
      return next === code ? null : { code: next, map: null };
    },
  };
}
