import { describe, expect, it } from 'vitest';
import * as contracts from '../index';
import type { Endpoint } from './endpoint';

/** Every endpoint the contracts define, from the `…Endpoints` groups the package exports. */
function allEndpoints(): [string, Endpoint][] {
  const found: [string, Endpoint][] = [];
  for (const [group, value] of Object.entries(contracts)) {
    if (!group.endsWith('Endpoints') || typeof value !== 'object' || value === null) continue;
    for (const [name, ep] of Object.entries(value as Record<string, Endpoint>))
      found.push([`${group}.${name}`, ep]);
  }
  return found;
}

const list = <T>(v: T | readonly T[]): readonly T[] => (Array.isArray(v) ? v : [v as T]);

describe('endpoints of the contracts', () => {
  it('are found, each with a method, a path under /api/ and schemas', () => {
    const endpoints = allEndpoints();
    expect(endpoints.length).toBeGreaterThan(0);
    for (const [name, ep] of endpoints) {
      expect(list(ep.method).length, name).toBeGreaterThan(0);
      for (const path of list(ep.path)) expect(path, name).toMatch(/^\/api\//);
      expect(typeof ep.input.safeParse, name).toBe('function');
      expect(typeof ep.output.safeParse, name).toBe('function');
    }
  });

  it('name each method and path once', () => {
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    for (const [name, ep] of allEndpoints())
      for (const method of list(ep.method))
        for (const path of list(ep.path)) {
          const key = `${method} ${path}`;
          const before = seen.get(key);
          if (before) clashes.push(`${key}: ${before} and ${name}`);
          seen.set(key, name);
        }
    expect(clashes).toEqual([]);
  });

  it('give every operator endpoint a permission, and no other endpoint one', () => {
    for (const [name, ep] of allEndpoints())
      expect(ep.permission !== undefined, name).toBe(ep.auth === 'operator');
  });
});
