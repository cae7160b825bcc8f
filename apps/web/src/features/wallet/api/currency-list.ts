import { useQuery } from '@tanstack/react-query';
import { currenciesQuery } from '../../../shared/api/currencies';

export function useCurrencies() {
  return useQuery(currenciesQuery());
}
