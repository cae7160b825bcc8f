import { z } from 'zod';
import { intSchema } from './ids';
import { PAGE_LIMIT_DEFAULT, PAGE_LIMIT_MAX } from './page-limits';

export { PAGE_LIMIT_DEFAULT, PAGE_LIMIT_MAX };

/** `page` from 1, `limit` default 10, at most 100. Form bodies send numbers as strings. */
export const pageQuerySchema = z.object({
  page: intSchema(1, 1_000_000).default(1),
  limit: intSchema(1, PAGE_LIMIT_MAX).default(PAGE_LIMIT_DEFAULT),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    total: z.int().min(0),
    current_page: z.int().min(1),
    per_page: z.int().min(1),
    last_page: z.int().min(1),
  });
export interface Page<T> {
  data: T[];
  total: number;
  current_page: number;
  per_page: number;
  last_page: number;
}

export function toPage<T>(data: T[], total: number, query: PageQuery): Page<T> {
  return {
    data,
    total,
    current_page: query.page,
    per_page: query.limit,
    last_page: Math.max(1, Math.ceil(total / query.limit)),
  };
}

/** LIMIT and OFFSET of a page, for SQL parameters. */
export const pageWindow = (p: PageQuery): [number, number] => [p.limit, (p.page - 1) * p.limit];
