import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contracts from '../index';

/**
 * docs/api.md: times on the wire are 10-digit Unix seconds. A field named like a time that a schema
 * types as a string is an ISO date (or a formatted one) on the wire, which the client would
 * have to parse: this test walks every schema the package exports and finds them.
 */
const TIME_LIKE = [
  /(^|_)at$/,
  /(^|_)time$/,
  /[a-z]Time$/,
  /^created$/,
  /^updated$/,
  /(^|_)expires?($|_)/,
  /^expiry/,
  /(^|_)ts$/,
  /(^|_)date$/,
  /(^|_)until$/,
];

/**
 * Fields the description (or a change in progress) defines otherwise, by `<export>.<path>`;
 * each says why. Nothing else may be a string.
 */
const ALLOWED: Record<string, string> = {
  'nftResellRequest.start_time':
    'input: Unix seconds through intSchema (a JSON number, or digits from a form body)',
  'nftResellRequest.end_time':
    'input: Unix seconds through intSchema (a JSON number, or digits from a form body)',
  'nftCreateRequest.start_time':
    'input: Unix seconds through intSchema (a JSON number, or digits from a form body)',
  'nftCreateRequest.end_time':
    'input: Unix seconds through intSchema (a JSON number, or digits from a form body)',
};

type Kind = 'number' | 'string' | 'other';

interface Found {
  path: string;
  kind: Kind;
}

/** The zod 4 definition of a schema: its `type` and the parts it wraps. */
type Def = { type: string } & Record<string, unknown>;
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** What a leaf is on the wire; a pipe counts by its input unless that is a transform. */
function kindOf(schema: z.ZodType): Kind {
  const def = defOf(schema);
  switch (def.type) {
    case 'number':
    case 'int':
    case 'bigint':
      return 'number';
    case 'string':
    case 'date':
    case 'template_literal':
      return 'string';
    case 'literal':
      return (def.values as unknown[]).every((v) => typeof v === 'number')
        ? 'number'
        : (def.values as unknown[]).every((v) => typeof v === 'string')
          ? 'string'
          : 'other';
    default:
      return 'other';
  }
}

/** Every time-like field under `schema`, with its wire kind (unwrapping optional, nullable, default…). */
function walk(schema: z.ZodType, path: string, out: Found[], seen: Set<z.ZodType>): void {
  if (seen.has(schema)) return;
  seen.add(schema);
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      for (const [key, field] of Object.entries(def.shape as Record<string, z.ZodType>)) {
        const fieldPath = path ? `${path}.${key}` : key;
        if (TIME_LIKE.some((re) => re.test(key)))
          out.push({ path: fieldPath, kind: kindOf(leaf(field)) });
        walk(field, fieldPath, out, seen);
      }
      if (def.catchall) walk(def.catchall as z.ZodType, `${path}.*`, out, seen);
      return;
    }
    case 'array':
      return walk(def.element as z.ZodType, `${path}[]`, out, seen);
    case 'record':
      return walk(def.valueType as z.ZodType, `${path}.*`, out, seen);
    case 'tuple':
      (def.items as z.ZodType[]).forEach((item, i) => walk(item, `${path}[${i}]`, out, seen));
      return;
    case 'union':
      for (const option of def.options as z.ZodType[]) walk(option, path, out, seen);
      return;
    case 'intersection':
      walk(def.left as z.ZodType, path, out, seen);
      walk(def.right as z.ZodType, path, out, seen);
      return;
    case 'pipe':
      walk(def.in as z.ZodType, path, out, seen);
      walk(def.out as z.ZodType, path, out, seen);
      return;
    case 'lazy':
      return walk((def.getter as () => z.ZodType)(), path, out, seen);
    default: {
      const inner = wrapped(def);
      if (inner) walk(inner, path, out, seen);
    }
  }
}

/** The schema inside optional, nullable, default, catch, readonly… */
function wrapped(def: Def): z.ZodType | null {
  return (def.innerType as z.ZodType | undefined) ?? null;
}

/** A field's schema without its wrappers; a pipe by its wire side. */
function leaf(schema: z.ZodType): z.ZodType {
  const def = defOf(schema);
  if (def.type === 'pipe')
    return leaf(
      defOf(def.in as z.ZodType).type === 'transform'
        ? (def.out as z.ZodType)
        : (def.in as z.ZodType),
    );
  if (def.type === 'lazy') return leaf((def.getter as () => z.ZodType)());
  const inner = wrapped(def);
  return inner ? leaf(inner) : schema;
}

const schemas = (Object.entries(contracts) as Array<[string, unknown]>).filter(
  (e): e is [string, z.ZodType] => e[1] instanceof z.ZodType,
);

function timeFields(): Array<Found & { key: string }> {
  const found: Array<Found & { key: string }> = [];
  for (const [name, schema] of schemas) {
    const out: Found[] = [];
    walk(schema, '', out, new Set());
    for (const f of out) found.push({ ...f, key: `${name}.${f.path}` });
  }
  return found;
}

describe('times on the wire', () => {
  it('finds the exported schemas and their time fields (the walk itself works)', () => {
    expect(schemas.length).toBeGreaterThan(50);
    const keys = timeFields().map((f) => f.key);
    expect(keys).toContain('articleSummarySchema.created_at');
    expect(keys).toContain('leverPositionSchema.create_time');
    expect(keys).toContain('spotOrderSchema.created_at');
  });

  it('types every time-like field as a number (Unix seconds), except the listed ones', () => {
    const strings = timeFields()
      .filter((f) => f.kind !== 'number' && !(f.key in ALLOWED))
      .map((f) => `${f.key} (${f.kind})`);
    expect(strings).toEqual([]);
  });

  it('lists no exception that is not needed any more', () => {
    const notNumbers = new Set(
      timeFields()
        .filter((f) => f.kind !== 'number')
        .map((f) => f.key),
    );
    expect(Object.keys(ALLOWED).filter((key) => !notNumbers.has(key))).toEqual([]);
  });
});
