import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../routing/route-table';
import { NAMESPACES } from './i18n';
import { namespacesOf } from './namespace-scan';
import { PAGE_NAMESPACES, SHELL_NAMESPACES } from './page-namespaces';

const SRC = path.resolve(import.meta.dirname, '../..');
const shell = new Set<string>(SHELL_NAMESPACES);
const beyondShell = (found: Set<string>) => [...found].filter((ns) => !shell.has(ns)).sort();

describe('the namespaces each page declares', () => {
  const pages = [...new Set(ROUTES.map((route) => route.page))].sort();

  it.each(pages)('%s: declares exactly what its imports use', (page) => {
    const used = beyondShell(namespacesOf(path.join(SRC, 'pages', `${page}.tsx`)));
    expect([...(PAGE_NAMESPACES[page] ?? ['(not declared)'])].sort()).toEqual(used);
  });

  it('names only namespaces that have catalogues, and only pages of the route table', () => {
    const known = new Set<string>(NAMESPACES);
    for (const list of Object.values(PAGE_NAMESPACES))
      for (const ns of list) expect(known.has(ns), ns).toBe(true);
    expect(Object.keys(PAGE_NAMESPACES).sort()).toEqual(pages);
  });

  it('keeps the shell to its own namespaces (a price alert and the update prompt load their strings themselves)', () => {
    expect(beyondShell(namespacesOf(path.join(SRC, 'app/main.tsx')))).toEqual([
      'alerts',
      'community',
    ]);
  });

  it('follows only the names a page takes from a feature index', () => {
    // The trade page takes its panels from features/*; nft and home strings are not its.
    const trade = namespacesOf(path.join(SRC, 'pages/transaction/index.tsx'));
    expect(trade).toContain('spot');
    expect(trade).toContain('lever'); // a lazily loaded tab is the page's all the same
    expect(trade).not.toContain('nft');
    expect(trade).not.toContain('home');
    const home = namespacesOf(path.join(SRC, 'pages/index/index.tsx'));
    expect(home).not.toContain('spot');
    expect(home).not.toContain('lever');
  });
});
