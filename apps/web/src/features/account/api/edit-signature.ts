import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountEndpoints } from '@tidemark/contracts';
import { api } from '../../../shared/api/client';
import { accountKeys } from './keys';

/** POST /api/user/editSignature. */
export function editSignature(signature: string): Promise<true> {
  return api.call(accountEndpoints.editSignature, { signature }, { silent: true });
}

export function useEditSignatureMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: editSignature,
    onSuccess: () => client.invalidateQueries({ queryKey: accountKeys.info() }),
  });
}
