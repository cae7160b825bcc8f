import { useMutation, useQueryClient } from '@tanstack/react-query';
import { walletEndpoints } from '@tidemark/contracts';
import { api } from '../../../shared/api/client';
import { walletKeys } from './keys';

/** POST /api/user/wallet/delete {id}. */
export function deleteAddress(id: number): Promise<true> {
  return api.call(walletEndpoints.deleteAddress, { id });
}

export function useDeleteAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    onSuccess: () => client.invalidateQueries({ queryKey: walletKeys.addressesAll() }),
  });
}
