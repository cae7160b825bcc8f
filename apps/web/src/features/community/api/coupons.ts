import { useMutation, useQueryClient } from '@tanstack/react-query';
import { couponsEndpoints } from '@tidemark/contracts';
import { api } from '../../../shared/api/client';
import { couponKeys } from '../../../shared/api/coupons';
import { useEndpointPages } from '../../../shared/api/endpoint-hooks';
import { showToast } from '../../../shared/ui/feedback';

export type CouponTab = 'claimable' | 'available' | 'used' | 'expired';

export function useCoupons(state: CouponTab) {
  return useEndpointPages(couponsEndpoints.list, {
    key: couponKeys.list(state),
    limit: 20,
    input: { state },
  });
}

/** POST /api/coupon/claim: the coupon moves from "to claim" to "available". */
export function useClaimCoupon(successText: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (campaignId: number) =>
      api.call(couponsEndpoints.claim, { campaign_id: campaignId }),
    onSuccess: () => showToast(successText, 'success'),
    onSettled: () => client.invalidateQueries({ queryKey: couponKeys.all }),
  });
}
