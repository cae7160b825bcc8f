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
 * same union again for each was most of a schema module's start on a phone (issue 21). zod's
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

/** PostgreSQL integer columns end at 2^31 − 1: a larger id names no row (bigint ids never get there). */
export const ID_MAX = 2_147_483_647;

/** A row id: 1 up to ID_MAX. */
export const idSchema = intSchema(1, ID_MAX);
