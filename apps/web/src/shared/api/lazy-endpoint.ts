import type { Endpoint } from '@tidemark/contracts';
import type { z } from 'zod';
import {
  API_BASE,
  request,
  type HttpMethod,
  type RequestData,
  type RequestOptions,
} from './client';
import { checked, type LazySchemas, type Parser } from './lazy-schemas';

/**
 * An endpoint of the contracts whose output schema is built on first use, in a chunk of its own
 * (docs/api.md). The reads of the home route's first load and of the earn chunk say their
 * method and path here, once, and name the contracts' endpoint by its type only: importing the
 * area's endpoint objects would build every schema of the area in the chunk that imports them.
 * Each feature's `api/lazy.test.ts` checks them against the contracts' endpoints.
 */
export interface LazyEndpoint<I, O> {
  /** The method clients use: the one the contracts' endpoint says first. */
  readonly method: HttpMethod;
  /** The path as the contracts' endpoint says it (`/api/…`). */
  readonly path: string;
  /** The output schema; the first load fetches the chunk that builds it. */
  readonly output: LazySchemas<Parser<O>>;
  /** What the endpoint takes (a type only, never set). */
  readonly input?: I;
}

/**
 * The endpoints whose output schemas `schemas` builds:
 * `const read = lazyEndpoints(walletSchemas);`
 * `read<typeof walletEndpoints.list>('GET', '/api/wallet/list', (m) => m.walletListSchema)`
 * names the contracts' endpoint by its type only (nothing of its module loads).
 */
export function lazyEndpoints<M>(schemas: LazySchemas<M>) {
  return <E extends Endpoint>(
    method: HttpMethod,
    path: string,
    output: (module: M) => Parser<z.infer<E['output']>>,
  ): LazyEndpoint<z.input<E['input']>, z.infer<E['output']>> => ({
    method,
    path,
    output: {
      load: () => schemas.load().then(output),
      loaded: () => {
        const module = schemas.loaded();
        return module === undefined ? undefined : output(module);
      },
    },
  });
}

type CallOptions = Omit<RequestOptions, 'method' | 'data'>;

/**
 * Calls a lazily parsed endpoint: its request and the chunk of its schema start together (the
 * chunk costs no extra round trip), and the answer is checked before anyone sees it.
 */
export function callLazy<I, O>(
  endpoint: LazyEndpoint<I, O>,
  data?: I,
  options?: CallOptions,
): Promise<O> {
  const payload = request<unknown>(endpoint.path.slice(API_BASE.length), {
    ...options,
    method: endpoint.method,
    ...(data === undefined ? {} : { data: data as RequestData }),
  });
  return checked(payload, endpoint.output, (parser) => parser);
}
