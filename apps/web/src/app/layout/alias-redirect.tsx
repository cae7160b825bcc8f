import { Navigate, useLocation } from '../../shared/routing/router';

/** Opens the canonical route of an alias path (`/`, the quotation tab), keeping the query. */
export function AliasRedirect({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={`${to}${search}`} replace />;
}
