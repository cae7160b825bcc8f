import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';

/**
 * Runs `fn` and records every SQL statement a `pg` client of this process sends on its behalf
 * (the pools of PGlite and PostgreSQL alike, transactions included): how a list endpoint is
 * held to a few statements per page instead of a few per row. Only statements sent from `fn`'s
 * own async context count, so a lease renewal or a job tick that happens to run meanwhile on a
 * busy machine is not charged to the endpoint.
 */
export async function recordStatements<T>(fn: () => Promise<T>): Promise<{
  result: T;
  statements: string[];
}> {
  const statements: string[] = [];
  const scope = new AsyncLocalStorage<string[]>();
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  proto.query = function (this: pg.Client, ...args: unknown[]) {
    const first = args[0];
    if (scope.getStore() === statements)
      statements.push(
        typeof first === 'string' ? first : String((first as { text?: string }).text ?? first),
      );
    return original.apply(this, args);
  };
  try {
    return { result: await scope.run(statements, fn), statements };
  } finally {
    proto.query = original;
  }
}
