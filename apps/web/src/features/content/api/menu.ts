import { queryOptions, useQuery } from '@tanstack/react-query';
import { menuEntrySchema } from '@tidemark/contracts';
import { api } from '../../../shared/api/client';
import { CONTENT_STALE_MS, QUIET, contentKeys } from './keys';
import type { MenuEntry } from './types';

const menuSchema = menuEntrySchema.array();

/**
 * GET /api/menu: the home quick entries the operator enabled, in order (keys only).
 * Not mounted by this feature; the home page may use it to filter and sort its grid.
 */
export async function fetchMenu(): Promise<MenuEntry[]> {
  const entries = menuSchema.parse(await api.get<unknown>('/menu', undefined, QUIET));
  return [...entries].sort((a, b) => a.sort - b.sort);
}

export const menuQuery = () =>
  queryOptions({ queryKey: contentKeys.menu(), queryFn: fetchMenu, staleTime: CONTENT_STALE_MS });

export function useMenu() {
  return useQuery(menuQuery());
}
