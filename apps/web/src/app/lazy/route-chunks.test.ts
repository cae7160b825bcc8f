import { afterEach, describe, expect, it } from 'vitest';
import { dependenciesFirst } from '../../../dependencies-first';

describe('the first route’s chunks, a task each', () => {
  it('lists every chunk after the chunks it imports, each once', () => {
    const imports: Record<string, string[]> = {
      page: ['panel', 'vendor', 'spring'],
      panel: ['vendor', 'spring', 'gesture'],
      spring: ['vendor'],
      gesture: ['vendor'],
      vendor: [],
    };
    const order = dependenciesFirst('page', (f) => imports[f] ?? []);
    expect(order).toHaveLength(5);
    expect(new Set(order).size).toBe(5);
    for (const [file, deps] of Object.entries(imports))
      for (const dep of deps) expect(order.indexOf(dep)).toBeLessThan(order.indexOf(file));
    expect(order.at(-1)).toBe('page');
  });

  afterEach(() => {
    document.head.querySelectorAll('link').forEach((l) => l.remove());
    delete (globalThis as { __ran?: unknown }).__ran;
  });

  it('runs the preloaded chunks in document order, each in a task of its own, once', async () => {
    const ran: Array<[string, number]> = [];
    let task = 0;
    const ticking = setInterval(() => (task += 1), 0);
    (globalThis as { __ran?: unknown }).__ran = (name: string) => ran.push([name, task]);
    for (const name of ['a', 'b', 'c']) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.setAttribute('data-route-preload', '');
      link.href = `data:text/javascript,globalThis.__ran(${JSON.stringify(name)})`;
      document.head.appendChild(link);
    }
    // A preload of something else is left alone.
    const other = document.createElement('link');
    other.rel = 'modulepreload';
    other.href = 'data:text/javascript,globalThis.__ran("other")';
    document.head.appendChild(other);

    const { routeChunksFirst } = await import('./route-chunks');
    await routeChunksFirst();
    await routeChunksFirst();
    clearInterval(ticking);
    expect(ran.map(([name]) => name)).toEqual(['a', 'b', 'c']);
    // Each after at least one other task had run.
    expect(ran[1]![1]).toBeGreaterThan(ran[0]![1]);
    expect(ran[2]![1]).toBeGreaterThan(ran[1]![1]);
  });
});
