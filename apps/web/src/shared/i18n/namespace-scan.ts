import fs from 'node:fs';
import path from 'node:path';

/**
 * Which translation namespaces a module reaches: its own `useTranslation(...)` and `t('ns:…')`
 * calls and those of every module it imports (static and dynamic imports), following only the
 * names it takes from a re-exporting index (`features/<area>/index.ts` re-exports a whole
 * feature; a page that takes one panel from it must not be charged with the rest). Test-only:
 * it reads the sources with node's fs, to check the declared lists of `page-namespaces.ts`.
 */

const EXTENSIONS = ['.tsx', '.ts', '/index.ts', '/index.tsx'];

function resolve(from: string, spec: string): string | undefined {
  if (!spec.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), spec);
  if (/\.(tsx?)$/.test(base) && fs.existsSync(base)) return base;
  for (const ext of EXTENSIONS) if (fs.existsSync(base + ext)) return base + ext;
  return undefined;
}

interface Parsed {
  /** Namespaces named by this file's own code. */
  own: Set<string>;
  /** `export { a as b } from 'x'`: exported name → [spec, name in x]. */
  reexports: Map<string, [string, string]>;
  /** `export * from 'x'`. */
  starExports: string[];
  /** Imports of this file's own code: spec → names taken ('*' for all). */
  imports: Array<[string, string[]]>;
}

const cache = new Map<string, Parsed>();

function names(list: string): string[] {
  return list
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith('type '))
    .map((part) => part.split(/\s+as\s+/)[0]!.trim());
}

function parse(file: string): Parsed {
  const cached = cache.get(file);
  if (cached) return cached;
  const source = fs
    .readFileSync(file, 'utf8')
    // Comments name namespaces and paths in prose.
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  const own = new Set<string>();
  for (const m of source.matchAll(/useTranslation\(\s*([^)]*)\)/g)) {
    const args = m[1]!.trim();
    if (args === '') own.add('common');
    for (const ns of args.matchAll(/['"`]([a-z]+)['"`]/g)) own.add(ns[1]!);
  }
  // `t('ns:key')`, `translate('ns:key')`, `` t(`ns:key`) ``: a key in another namespace.
  for (const m of source.matchAll(/\b(?:t|translate)\(\s*['"`]([a-z]+):/g)) own.add(m[1]!);

  const reexports = new Map<string, [string, string]>();
  const starExports: string[] = [];
  const imports: Array<[string, string[]]> = [];
  for (const m of source.matchAll(/export\s+(type\s+)?\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g)) {
    if (m[1]) continue;
    for (const part of m[2]!.split(',')) {
      const p = part.trim();
      if (!p || p.startsWith('type ')) continue;
      const [inner, outer] = p.split(/\s+as\s+/).map((s) => s.trim());
      reexports.set(outer ?? inner!, [m[3]!, inner!]);
    }
  }
  for (const m of source.matchAll(/export\s+\*\s+(?:as\s+\w+\s+)?from\s*['"]([^'"]+)['"]/g))
    starExports.push(m[1]!);
  for (const m of source.matchAll(/import\s+(type\s+)?([^'";]*?)\s+from\s*['"]([^'"]+)['"]/g)) {
    if (m[1]) continue;
    const clause = m[2]!;
    const taken: string[] = [];
    const braces = /\{([^}]*)\}/.exec(clause);
    if (braces) taken.push(...names(braces[1]!));
    const outside = clause
      .replace(/\{[^}]*\}/, '')
      .replace(/,/g, ' ')
      .trim();
    if (outside.includes('*')) taken.push('*');
    else if (outside) taken.push('default');
    if (taken.length > 0) imports.push([m[3]!, taken]);
  }
  for (const m of source.matchAll(/import\s*['"]([^'"]+)['"]/g)) imports.push([m[1]!, []]);
  // Dynamic imports load later, but their strings are this page's all the same.
  for (const m of source.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g))
    imports.push([m[1]!, ['*']]);

  const parsed = { own, reexports, starExports, imports };
  cache.set(file, parsed);
  return parsed;
}

/** The namespaces reached from `file` when `wanted` of its exports are used ('*': all). */
export function namespacesOf(file: string): Set<string> {
  const found = new Set<string>();
  const seen = new Set<string>();
  const visit = (at: string, wanted: string[]) => {
    const p = parse(at);
    const local: string[] = [];
    const all = wanted.includes('*');
    if (all) {
      for (const [, [spec, inner]] of p.reexports) follow(at, spec, [inner]);
      for (const spec of p.starExports) follow(at, spec, ['*']);
      local.push('*');
    } else {
      for (const name of wanted) {
        const re = p.reexports.get(name);
        if (re) follow(at, re[0], [re[1]]);
        else if (p.starExports.length > 0 && !hasOwnExport(at, name))
          for (const spec of p.starExports) follow(at, spec, [name]);
        else local.push(name);
      }
    }
    // Any use of the file's own code charges the whole file (a file is one unit here).
    if (local.length > 0 || wanted.length === 0) {
      const key = `${at}#own`;
      if (seen.has(key)) return;
      seen.add(key);
      for (const ns of p.own) found.add(ns);
      for (const [spec, taken] of p.imports) follow(at, spec, taken);
    }
  };
  const follow = (from: string, spec: string, wanted: string[]) => {
    const target = resolve(from, spec);
    if (!target) return;
    const key = `${target}#${wanted.join(',')}`;
    if (seen.has(key)) return;
    seen.add(key);
    visit(target, wanted);
  };
  visit(file, ['*']);
  return found;
}

function hasOwnExport(file: string, name: string): boolean {
  const source = fs.readFileSync(file, 'utf8');
  return new RegExp(
    `export\\s+(?:default\\s+)?(?:async\\s+)?(?:function|const|let|class)\\s+${name}\\b`,
  ).test(source);
}
