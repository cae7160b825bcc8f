import { z } from 'zod';
import type { OperatorPermission } from '../admin/permissions';
import { pageQuerySchema, pageSchema, type Page, type PageQuery } from './pagination';

/**
 * One endpoint, said once: its method, path, who may call it, what it takes and what it answers
 * (docs/api.md). The server's router registers it from this object, and the web app and the
 * console call it through the same object, so the path, the input and the parsed answer cannot
 * drift apart.
 */

/**
 * public: anyone; user: a valid session; kyc: a session of a verified user (level 1);
 * operator: an operator session (a user token never works there, and the reverse).
 */
export type AuthMode = 'public' | 'user' | 'kyc' | 'operator';

export type EndpointMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Endpoint<
  I extends z.ZodType = z.ZodType,
  O extends z.ZodType = z.ZodType,
  A extends AuthMode = AuthMode,
> {
  /** The first method is the one clients use; the rest are accepted as well (the description's GET-or-POST reads). */
  readonly method: EndpointMethod | readonly EndpointMethod[];
  /** The first path is the one clients use; the rest are older spellings still answered. */
  readonly path: string | readonly string[];
  readonly auth: A;
  readonly input: I;
  readonly output: O;
  /** What an operator endpoint requires of the session's role (required when auth is 'operator'). */
  readonly permission?: OperatorPermission;
}

/** A list endpoint: `page`/`limit` beside its own input, a page of `item` out. */
export interface PagedEndpoint<
  I extends z.ZodObject = z.ZodObject,
  O extends z.ZodType = z.ZodType,
  A extends AuthMode = AuthMode,
> extends Endpoint<
  z.ZodType<z.infer<I> & PageQuery, z.input<I> & z.input<typeof pageQuerySchema>>,
  z.ZodType<Page<z.infer<O>>>,
  A
> {
  readonly item: O;
}

const noInput = z.object({});

type EndpointInit<I extends z.ZodType, O extends z.ZodType, A extends AuthMode> = {
  method: EndpointMethod | readonly EndpointMethod[];
  path: string | readonly string[];
  auth: A;
  input?: I;
  output: O;
} & (A extends 'operator' ? { permission: OperatorPermission } : { permission?: never });

export function endpoint<
  O extends z.ZodType,
  A extends AuthMode,
  I extends z.ZodType = z.ZodObject<Record<string, never>>,
>(init: EndpointInit<I, O, A>): Endpoint<I, O, A> {
  return { ...init, input: (init.input ?? noInput) as I };
}

export function pagedEndpoint<
  O extends z.ZodType,
  A extends AuthMode,
  // Without an input of its own a list takes page/limit only (an empty object's input type would
  // refuse them).
  I extends z.ZodObject = typeof pageQuerySchema,
>(init: Omit<EndpointInit<I, O, A>, 'output'> & { item: O }): PagedEndpoint<I, O, A> {
  const input = init.input ? pageQuerySchema.extend(init.input.shape) : pageQuerySchema;
  return {
    ...init,
    input: input as unknown as PagedEndpoint<I, O, A>['input'],
    output: pageSchema(init.item) as unknown as PagedEndpoint<I, O, A>['output'],
  };
}
