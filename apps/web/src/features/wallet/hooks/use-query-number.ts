import { useSearchParams } from '../../../shared/routing/router';

/** A positive integer query parameter (`?currency=3`), or null. */
export function useQueryNumber(name: string): number | null {
  const [params] = useSearchParams();
  const value = Number(params.get(name));
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

export function useQueryString(name: string): string | null {
  const [params] = useSearchParams();
  return params.get(name);
}
