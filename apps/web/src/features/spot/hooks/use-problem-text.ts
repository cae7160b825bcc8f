import { useTranslation } from 'react-i18next';
import { spotErrors } from '@tidemark/contracts';
import { useAppStore } from '../../../shared/store/app-store';
import type { OrderProblem } from '../order-rules';

/**
 * The words for a problem of the order form: the description's "please enter a correct
 * price / quantity / amount" and "insufficient balance" from the common catalogue, the pair's
 * limits in the very texts the server answers with (the contracts' spot errors).
 */
export function useProblemText(): (problem: OrderProblem) => string {
  const { t } = useTranslation();
  const lang = useAppStore((s) => s.lang);
  return (problem) => {
    switch (problem) {
      case 'price':
        return t('msg.enterPrice');
      case 'quantity':
        return t('msg.enterQuantity');
      case 'amount':
        return t('msg.enterAmount');
      case 'insufficient_balance':
        return t('msg.insufficientBalance');
      default:
        return spotErrors[problem].text[lang];
    }
  };
}
