import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contracts from '@tidemark/contracts';
import type { Endpoint } from '@tidemark/contracts';
import { LOCAL_NODE_KEYS, Secret } from '../config';
import { embeddedChainConfig } from '../test/chain';
import { createTestApp, type TestApp } from '../test/harness';
import { recordingModules, routeKey, type ProbedRoute } from '../test/probe/routes';

/**
 * The endpoints the contracts define are the ones the server answers: each is registered by
 * exactly one module, from the contracts' object (so its method, path, auth, input and output
 * are the ones the clients call it with).
 */
let t: TestApp;
const routes: ProbedRoute[] = [];

// With the routes that register only in some modes: the development routes (TEST_CLOCK=1) and
// demo mode's test deposit (the embedded local node).
beforeAll(async () => {
  t = await createTestApp(
    {
      testClock: true,
      chains: [embeddedChainConfig({ pollMs: 1_000 })],
      hotWalletKey: new Secret(LOCAL_NODE_KEYS.hot),
    },
    { modules: recordingModules(routes) },
  );
}, 180_000);
afterAll(async () => t?.close());

const list = <T>(v: T | readonly T[]): readonly T[] => (Array.isArray(v) ? v : [v as T]);

function endpointKeys(): Map<string, string> {
  const keys = new Map<string, string>();
  for (const [group, value] of Object.entries(contracts)) {
    if (!group.endsWith('Endpoints') || typeof value !== 'object' || value === null) continue;
    for (const [name, ep] of Object.entries(value as Record<string, Endpoint>))
      for (const method of list(ep.method))
        for (const url of list(ep.path)) keys.set(routeKey({ method, url }), `${group}.${name}`);
  }
  return keys;
}

describe('endpoints of the contracts on the server', () => {
  it('are each served once, from the contracts', () => {
    const keys = endpointKeys();
    expect(keys.size).toBeGreaterThan(0);
    const served = routes.filter((r) => keys.has(routeKey(r)));
    const missing = [...keys.keys()].filter((k) => !served.some((r) => routeKey(r) === k));
    expect(missing).toEqual([]);
    expect(served.length).toBe(keys.size);
  });

  it('leave no route of the app outside them but the raw ones (files, the chart)', () => {
    const keys = endpointKeys();
    const stray = routes.filter((r) => r.auth !== 'raw' && !keys.has(routeKey(r)));
    expect(stray.map((r) => `${r.module}: ${routeKey(r)}`)).toEqual([]);
  });
});
