import { useQuery, useQueryClient } from '@tanstack/react-query';
import { couponsEndpoints, type Coupon, type CouponKind } from '@tidemark/contracts';
import { selectIsLoggedIn, useAppStore } from '../store/app-store';
import { api } from './client';

/** Query keys of the user's coupons; the coupon page and the order sheets share them. */
export const couponKeys = {
  all: ['coupons'] as const,
  usable: (kind: CouponKind) => [...couponKeys.all, 'usable', kind] as const,
  list: (state: string) => [...couponKeys.all, 'list', state] as const,
};

/** GET /api/coupon/list (available, one kind): what an order sheet may offer. */
export function useUsableCoupons(kind: CouponKind, enabled = true) {
  const loggedIn = useAppStore(selectIsLoggedIn);
  return useQuery({
    queryKey: couponKeys.usable(kind),
    queryFn: async (): Promise<Coupon[]> =>
      (
        await api.call(
          couponsEndpoints.list,
          { state: 'available', kind, limit: 100 },
          { silent: true, loading: false },
        )
      ).data,
    enabled: loggedIn && enabled,
  });
}

/** What an order sheet calls after an order that used a coupon: the lists forget it at once. */
export function useCouponUsed(): () => void {
  const client = useQueryClient();
  return () => {
    client.removeQueries({ queryKey: [...couponKeys.all, 'usable'] });
    void client.invalidateQueries({ queryKey: couponKeys.all });
  };
}
