import fs from 'node:fs';
import { createRequire } from 'node:module';
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

/**
 * antd-mobile's index is declared a module with side effects (its `import './global'`, which
 * the app imports itself in `app/start.tsx`). Imported through it, a component made the index
 * run first, and with it every component any page used: the bundle put them all in one shared
 * chunk (~120 kB: floating-ui, sliders, dialogs, steppers) that every page using one of them
 * loaded and ran (issue 21). Like the usual per-component import plugins, the build imports
 * each component from its own module, so a page gets the ones it uses. The TypeScript has
 * already been compiled (`enforce: 'post'`), so type-only names are gone.
 */
export function antdImports(): Plugin {
  let index: Map<string, Target> | null = null;
  return {
    name: 'tidemark-antd-imports',
    apply: 'build',
    enforce: 'post',
    buildStart() {
      const require = createRequire(import.meta.url);
      const file = require.resolve('antd-mobile/es/index.js');
      index = indexExports(fs.readFileSync(file, 'utf8'));
    },
    transform(code, id) {
      if (!index || id.includes('node_modules') || !code.includes('antd-mobile')) return null;
      const next = deepImports(code, index);
      return next === code ? null : { code: next, map: null };
    },
  };
}
