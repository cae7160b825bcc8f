import { z } from 'zod';

/**
 * Whole numbers on the wire (ids, counts, pages, enum codes): a JSON integer or, since form
 * bodies and query strings carry only text, a string of decimal digits. Nothing else:
 * zod's number coercion took whatever `Number()` takes, so '0x4', '1e3', ' 4', '4.0', '' (0)
 * and JSON `true` (1) all named a row.
 */
const DIGITS = /^(0|[1-9]\d{0,15})$/;
const SIGNED_DIGITS = /^(0|-?[1-9]\d{0,15})$/;

/**
 * What a whole number may arrive as, built once and shared by every bound below: building the
 * same union again for each was most of a schema module's start on a phone. zod's
 * schemas are immutable, so sharing one changes nothing.
 */
const wireInt = z.union([z.number(), z.string().regex(DIGITS)]);
const signedWireInt = z.union([z.number(), z.string().regex(SIGNED_DIGITS)]);

export const intSchema = (
  min: number = Number.MIN_SAFE_INTEGER,
  max: number = Number.MAX_SAFE_INTEGER,
) =>
  (min < 0 ? signedWireInt : wireInt)
    .transform(Number)
    // Both bounds in one call: each call clones the schema.
    .pipe(z.int().check(z.gte(min), z.lte(max)));

/**
 * The largest value of each PostgreSQL integer column width. An id larger than its column can
 * hold names no row; sent to the database it is an error ("out of range for type smallint"),
 * so each id field is bounded by the width of the column it names.
 */
export const COLUMN_INT_MAX = { smallint: 32_767, integer: 2_147_483_647 } as const;

/** PostgreSQL integer columns end at 2^31 − 1: a larger id names no row (bigint ids never get there). */
export const ID_MAX = COLUMN_INT_MAX.integer;

/** A row id of an `integer`, `serial` or `bigint` column: 1 up to ID_MAX. */
export const idSchema = intSchema(1, ID_MAX);

/** A row id of a `smallint` column (instruments and the pairs keyed by them): 1 up to 32,767. */
export const smallIdSchema = intSchema(1, COLUMN_INT_MAX.smallint);
