import pg from 'pg';

/**
 * Runs `fn` and records every SQL statement any `pg` client of this process sends meanwhile
 * (the pools of PGlite and PostgreSQL alike, transactions included): how a list endpoint is
 * held to a few statements per page instead of a few per row.
 */
export async function recordStatements<T>(fn: () => Promise<T>): Promise<{
  result: T;
  statements: string[];
}> {
  const statements: string[] = [];
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  proto.query = function (this: pg.Client, ...args: unknown[]) {
    const first = args[0];
    statements.push(
      typeof first === 'string' ? first : String((first as { text?: string }).text ?? first),
    );
    return original.apply(this, args);
  };
  try {
    return { result: await fn(), statements };
  } finally {
    proto.query = original;
  }
}
