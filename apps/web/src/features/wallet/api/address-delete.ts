import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { walletKeys } from './keys';

/** POST /api/user/wallet/delete {id}. */
export function deleteAddress(id: number): Promise<true> {
  return api.post('/user/wallet/delete', { id });
}

export function useDeleteAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    onSuccess: () => client.invalidateQueries({ queryKey: walletKeys.addressesAll() }),
  });
}
