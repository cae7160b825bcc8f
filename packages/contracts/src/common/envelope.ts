import { z } from 'zod';

/**
 * The one response envelope (docs/api.md). `type` is 'ok', 'error', '999' (session ended: the
 * client drops its token) or '998' (identity verification needed).
 */
export const ENVELOPE_TYPES = ['ok', 'error', '999', '998'] as const;
export type EnvelopeType = (typeof ENVELOPE_TYPES)[number];

export const fieldProblemSchema = z.object({
  field: z.string(),
  code: z.string(),
  message: z.string(),
});
export type FieldProblem = z.infer<typeof fieldProblemSchema>;

export const okEnvelopeSchema = <T extends z.ZodType>(payload: T) =>
  z.object({ type: z.literal('ok'), message: payload });

export const failureEnvelopeSchema = z.object({
  type: z.enum(['error', '999', '998']),
  code: z.string(),
  message: z.string(),
  fields: z.array(fieldProblemSchema).optional(),
  request_id: z.string().optional(),
});
export type FailureEnvelope = z.infer<typeof failureEnvelopeSchema>;
export type OkEnvelope<T> = { type: 'ok'; message: T };
export type Envelope<T> = OkEnvelope<T> | FailureEnvelope;

/** The one exception of the description: kline history answers in this shape. */
export const klineEnvelopeSchema = <T extends z.ZodType>(bar: T) =>
  z.object({ code: z.union([z.literal(1), z.literal(-1)]), msg: z.string(), data: z.array(bar) });
