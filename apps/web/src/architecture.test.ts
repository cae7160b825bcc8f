import { describe, expect, it } from 'vitest';

/**
 * Imports flow one way (docs/architecture.md habit 1): shared → features → pages → app.
 * shared imports no layer above it, a feature never imports another feature, pages never
 * import the app shell.
 */
const sources = import.meta.glob<string>(['./**/*.{ts,tsx}', '!./**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

const LAYERS = ['shared', 'features', 'pages', 'app'] as const;
type Layer = (typeof LAYERS)[number];

function layerOf(file: string): { layer: Layer | null; feature: string | null } {
  const [, top = '', second = null] = file.split('/');
  const layer = (LAYERS as readonly string[]).includes(top) ? (top as Layer) : null;
  return { layer, feature: layer === 'features' ? second : null };
}

function resolve(from: string, specifier: string): string {
  const parts = from.split('/').slice(0, -1);
  for (const segment of specifier.split('/')) {
    if (segment === '..') parts.pop();
    else if (segment !== '.') parts.push(segment);
  }
  return parts.join('/');
}

function violations(): string[] {
  const found: string[] = [];
  for (const [file, text] of Object.entries(sources)) {
    const source = layerOf(file);
    if (!source.layer) continue;
    for (const match of text.matchAll(/from\s+'(\.{1,2}\/[^']+)'/g)) {
      const target = layerOf(resolve(file, match[1] ?? ''));
      if (!target.layer) continue;
      const upward = LAYERS.indexOf(target.layer) > LAYERS.indexOf(source.layer);
      const crossFeature =
        source.layer === 'features' &&
        target.layer === 'features' &&
        source.feature !== target.feature;
      if (upward || crossFeature) found.push(`${file} imports ${match[1]}`);
    }
  }
  return found;
}

describe('architecture', () => {
  it('reads the sources', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(100);
  });

  it('keeps imports flowing shared → features → pages → app', () => {
    expect(violations()).toEqual([]);
  });
});
