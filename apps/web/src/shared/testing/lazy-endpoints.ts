import { describe, expect, it } from 'vitest';
import { endpointTarget } from '@tidemark/client';
import type { Endpoint } from '@tidemark/contracts';
import type { LazyEndpoint } from '../api/lazy-endpoint';

/**
 * Checks a feature's lazily parsed endpoints against the contracts' endpoints they stand for
 * (docs/api.md): the same method and path, and an output schema that loads and refuses a
 * payload of the wrong shape.
 */
export function describeLazyEndpoints(
  area: string,
  pairs: Record<string, [LazyEndpoint<unknown, unknown>, Endpoint]>,
): void {
  const rows = Object.entries(pairs).map(([name, [lazy, contract]]) => ({ name, lazy, contract }));
  describe(`${area}: lazily parsed endpoints`, () => {
    it.each(rows)('$name: the method and path of the contracts', ({ lazy, contract }) => {
      expect({ method: lazy.method, path: lazy.path }).toEqual(endpointTarget(contract));
    });

    it.each(rows)('$name: its schema loads once and checks the answer', async ({ lazy }) => {
      const parser = await lazy.output.load();
      expect(() => parser.parse('not an answer')).toThrow();
      expect(lazy.output.loaded()).toBe(parser);
    });
  });
}
