import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { couponSchema, pageSchema, type Coupon, type Page } from '@tidemark/contracts';
import { api } from '../../../shared/api/client';
import { couponKeys } from '../../../shared/api/coupons';
import { showToast } from '../../../shared/ui/feedback';

export type CouponTab = 'claimable' | 'available' | 'used' | 'expired';
const couponPage = pageSchema(couponSchema);

const couponsQuery = (state: CouponTab) =>
  infiniteQueryOptions({
    queryKey: couponKeys.list(state),
    queryFn: async ({ pageParam }): Promise<Page<Coupon>> =>
      couponPage.parse(
        await api.get<unknown>(
          '/coupon/list',
          { state, page: pageParam, limit: 20 },
          { silent: true, loading: false },
        ),
      ),
    initialPageParam: 1,
    getNextPageParam: (last: Page<Coupon>) =>
      last.current_page < last.last_page ? last.current_page + 1 : undefined,
  });

export function useCoupons(state: CouponTab) {
  return useInfiniteQuery(couponsQuery(state));
}

/** POST /api/coupon/claim: the coupon moves from "to claim" to "available". */
export function useClaimCoupon(successText: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (campaignId: number) =>
      api.post<unknown>('/coupon/claim', { campaign_id: campaignId }),
    onSuccess: () => showToast(successText, 'success'),
    onSettled: () => client.invalidateQueries({ queryKey: couponKeys.all }),
  });
}
