import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  loanConfigSchema,
  loanSchema,
  pageSchema,
  type LoanAmountRequest,
  type LoanBorrowRequest,
} from '@tidemark/contracts';
import { api } from '../../shared/api/client';
import { selectIsLoggedIn, useAppStore } from '../../shared/store/app-store';

export const loanKeys = {
  all: ['loans'] as const,
  config: () => [...loanKeys.all, 'config'] as const,
  list: () => [...loanKeys.all, 'account', 'list'] as const,
};

const quiet = { silent: true, loading: false } as const;
const loanPage = pageSchema(loanSchema);

export function useLoanConfig() {
  return useQuery({
    queryKey: loanKeys.config(),
    queryFn: async () => loanConfigSchema.parse(await api.get<unknown>('/loan/config', {}, quiet)),
  });
}

export function useLoans() {
  const loggedIn = useAppStore(selectIsLoggedIn);
  return useQuery({
    queryKey: loanKeys.list(),
    enabled: loggedIn,
    queryFn: async () =>
      loanPage.parse(await api.get<unknown>('/loan/list', { limit: 50 }, quiet)).data,
  });
}

export function useBorrow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: LoanBorrowRequest) =>
      loanSchema.parse(await api.post<unknown>('/loan/borrow', { ...input }, { silent: true })),
    onSettled: () => client.invalidateQueries({ queryKey: loanKeys.all }),
  });
}

export function useLoanStep(step: 'repay' | 'add_collateral' | 'withdraw_collateral') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: LoanAmountRequest) =>
      loanSchema.parse(await api.post<unknown>(`/loan/${step}`, { ...input }, { silent: true })),
    onSettled: () => client.invalidateQueries({ queryKey: loanKeys.all }),
  });
}
