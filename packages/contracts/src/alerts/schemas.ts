import { z } from 'zod';
import { booleanField } from '../common/boolean';
import { decimalString, positiveColumnDecimal } from '../common/decimal';
import { idSchema } from '../common/ids';
import { ALERT_DIRECTIONS } from './constants';

/** A one-time alert ends `fired`; a repeating one stays `active` and fires at each new crossing. */
export const ALERT_STATUSES = ['active', 'fired'] as const;

export const alertCreateRequest = z.object({
  symbol: z.string().trim().min(3).max(24),
  direction: z.enum(ALERT_DIRECTIONS),
  price: positiveColumnDecimal,
  repeat: booleanField.default(false),
});
export type AlertCreateRequest = z.infer<typeof alertCreateRequest>;

export const alertIdRequest = z.object({ id: idSchema });
export const alertListRequest = z.object({
  symbol: z.string().trim().min(3).max(24).optional(),
});

export const alertSchema = z.object({
  id: z.int(),
  symbol: z.string(),
  direction: z.enum(ALERT_DIRECTIONS),
  price: decimalString,
  repeat: z.boolean(),
  status: z.enum(ALERT_STATUSES),
  fired_count: z.int(),
  /** The recorded price that fired it last, and when (Unix seconds); null until it fires. */
  fired_price: decimalString.nullable(),
  fired_at: z.int().nullable(),
  created: z.int(),
});
export type Alert = z.infer<typeof alertSchema>;

/** Pushed to the owner after the alert's firing commits. */
export const alertFiredEventSchema = z.object({
  id: z.int(),
  symbol: z.string(),
  direction: z.enum(ALERT_DIRECTIONS),
  price: decimalString,
  /** The recorded tick that crossed the target: its price and time (ms). */
  last_price: decimalString,
  tick_ms: z.int(),
});
export type AlertFiredEvent = z.infer<typeof alertFiredEventSchema>;
