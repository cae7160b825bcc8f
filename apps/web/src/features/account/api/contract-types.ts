/**
 * Request types come from the contract schemas (docs/architecture.md habit 3). These read a zod
 * schema's input type without making the web app depend on zod itself.
 */
export type RequestOf<S extends { _zod: { input: unknown } }> = S['_zod']['input'];
export type ResponseOf<S extends { _zod: { output: unknown } }> = S['_zod']['output'];
