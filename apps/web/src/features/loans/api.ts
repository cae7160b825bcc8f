import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  loansEndpoints,
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

export function useLoanConfig() {
  return useQuery({
    queryKey: loanKeys.config(),
    queryFn: () => api.call(loansEndpoints.config, {}, quiet),
  });
}

export function useLoans() {
  const loggedIn = useAppStore(selectIsLoggedIn);
  return useQuery({
    queryKey: loanKeys.list(),
    enabled: loggedIn,
    queryFn: async () => (await api.call(loansEndpoints.list, { limit: 50 }, quiet)).data,
  });
}

export function useBorrow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: LoanBorrowRequest) =>
      api.call(loansEndpoints.borrow, { ...input }, { silent: true }),
    onSettled: () => client.invalidateQueries({ queryKey: loanKeys.all }),
  });
}

const STEPS = {
  repay: 'repay',
  add_collateral: 'addCollateral',
  withdraw_collateral: 'withdrawCollateral',
} as const;

export function useLoanStep(step: 'repay' | 'add_collateral' | 'withdraw_collateral') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: LoanAmountRequest) =>
      api.call(loansEndpoints[STEPS[step]], { ...input }, { silent: true }),
    onSettled: () => client.invalidateQueries({ queryKey: loanKeys.all }),
  });
}
