import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import type { Db } from './db';
import type { JobDef } from './jobs';

/** A business area: its routes, scheduled jobs and demo data. */
export interface AppModule {
  name: string;
  routes?(app: FastifyInstance): void | Promise<void>;
  jobs?: JobDef[];
  /** Starts background work once the server listens (feeds, engines). Not awaited. */
  start?(app: FastifyInstance): Promise<void>;
  /** Adds demo data; must be safe to call on every start (idempotent). */
  seedDemo?(ctx: { db: Db; config: AppConfig; log: FastifyInstance['log'] }): Promise<void>;
}
