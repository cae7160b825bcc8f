/**
 * A broken invariant: the code or the data is wrong, never the user's input. It answers 500
 * (logged with the request id, no detail to the client), unlike `fail(code)`, which is a
 * translated answer the user can act on.
 */
export class InvariantError extends Error {
  constructor(message: string) {
    super(`invariant broken: ${message}`);
    this.name = 'InvariantError';
  }
}

/** Asserts what must hold whatever the input (TigerBeetle style); throws InvariantError. */
export function invariant(condition: unknown, message: string): asserts condition {
  if (!condition) throw new InvariantError(message);
}

/** A value that must be there (a row just written, a map entry just set). */
export function must<T>(value: T | null | undefined, message: string): T {
  if (value === null || value === undefined) throw new InvariantError(message);
  return value;
}
