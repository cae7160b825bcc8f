import { z } from 'zod';

/**
 * Whole numbers on the wire (ids, counts, pages, enum codes): a JSON integer or, since form
 * bodies and query strings carry only text, a string of decimal digits. Nothing else:
 * zod's number coercion took whatever `Number()` takes, so '0x4', '1e3', ' 4', '4.0', '' (0)
 * and JSON `true` (1) all named a row.
 */
const DIGITS = /^(0|[1-9]\d{0,15})$/;
const SIGNED_DIGITS = /^(0|-?[1-9]\d{0,15})$/;

export const intSchema = (
  min: number = Number.MIN_SAFE_INTEGER,
  max: number = Number.MAX_SAFE_INTEGER,
) =>
  z
    .union([z.number(), z.string().regex(min < 0 ? SIGNED_DIGITS : DIGITS)])
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

/** PostgreSQL integer columns end at 2^31 − 1: a larger id names no row (bigint ids never get there). */
export const ID_MAX = 2_147_483_647;

/** A row id: 1 up to ID_MAX. */
export const idSchema = intSchema(1, ID_MAX);
