import { z } from 'zod';

/**
 * A boolean input field: JSON true/false, or from a form body the strings "true"/"false"/"1"/"0".
 * Never z.coerce.boolean(): it is Boolean(value), so the string "false" became true.
 */
export const booleanField = z.union([
  z.boolean(),
  z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1'),
]);
