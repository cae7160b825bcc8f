import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import type { Clock } from './clock';
import type { Db } from './db';
import type { JobDef } from './jobs';
import type { Metrics } from './metrics';
import type { Outbox } from './outbox';
import type { Realtime } from './realtime';
import type { Router } from './route';
import type { FileStore } from './storage';
import type { Scheduler } from './jobs';

/**
 * The services of the business modules, by module name. Each module adds its own entry
 * (declaration merging in its index.ts), so `needs: ['market']` gives it `deps.market`
 * with the market module's type, and nothing else.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by each module
export interface Services {}

export type ModuleName = keyof Services;

/** What every module gets: the platform, never another module. */
export interface Platform {
  config: AppConfig;
  db: Db;
  log: FastifyBaseLogger;
  realtime: Realtime;
  scheduler: Scheduler;
  outbox: Outbox;
  files: FileStore;
  /** Business time (days, phases, deadlines); tests and TEST_CLOCK journeys move it. */
  clock: Clock;
  /** The node's Prometheus metrics (counters fed where the work happens). */
  metrics: Metrics;
}

export interface ModuleContext<N extends ModuleName> {
  platform: Platform;
  /** The services of the modules named in `needs`, built before this one. */
  deps: Pick<Services, N>;
}

/**
 * A business area (docs/architecture.md, the shape of a module): the modules it needs, a factory that
 * builds its service from them, its routes (given the service, never the Fastify instance),
 * its scheduled jobs, background work, shutdown and demo data.
 */
export interface ModuleDef<K extends ModuleName = ModuleName, N extends ModuleName = ModuleName> {
  name: K;
  needs: readonly N[];
  create(ctx: ModuleContext<N>): Services[K] | Promise<Services[K]>;
  routes?(router: Router, service: Services[K], ctx: ModuleContext<N>): void;
  jobs?(service: Services[K], ctx: ModuleContext<N>): JobDef[];
  /** Background work once the server listens (feeds, engines, timers). Not awaited. */
  start?(service: Services[K]): Promise<void>;
  /** Stops background work; modules stop in the reverse of their build order. */
  stop?(service: Services[K]): Promise<void>;
  /** Adds demo data; must be safe to call on every start (idempotent). */
  seedDemo?(service: Services[K], ctx: ModuleContext<N>): Promise<void>;
}

/** Declares a module; the types of `needs` and of the service follow from the names. */
export function defineModule<K extends ModuleName, N extends ModuleName = never>(
  def: ModuleDef<K, N>,
): ModuleDef<K, N> {
  return def;
}

/** A module of any name, as `buildApp` holds them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each def is checked where it is written
export type AnyModule = ModuleDef<any, any>;

export class ModuleGraphError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ModuleGraphError';
  }
}

/**
 * The modules in an order where each comes after everything it needs. Fails on a name used
 * twice, a need no given module provides, and a cycle (naming its path).
 */
export function orderModules(modules: readonly AnyModule[]): AnyModule[] {
  const byName = new Map<string, AnyModule>();
  for (const m of modules) {
    if (byName.has(m.name)) throw new ModuleGraphError(`module ${m.name} is given twice`);
    byName.set(m.name, m);
  }
  for (const m of modules) {
    for (const need of m.needs as readonly string[]) {
      if (!byName.has(need))
        throw new ModuleGraphError(`module ${m.name} needs ${need}, which is not part of this app`);
    }
  }
  const ordered: AnyModule[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (m: AnyModule, path: string[]): void => {
    const seen = state.get(m.name);
    if (seen === 'done') return;
    if (seen === 'visiting')
      throw new ModuleGraphError(
        `modules depend on each other in a circle: ${[...path, m.name].join(' → ')}`,
      );
    state.set(m.name, 'visiting');
    for (const need of m.needs as readonly string[]) visit(byName.get(need)!, [...path, m.name]);
    state.set(m.name, 'done');
    ordered.push(m);
  };
  for (const m of modules) visit(m, []);
  return ordered;
}
