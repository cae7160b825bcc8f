import { useTranslation } from 'react-i18next';
import { leverErrors, walletErrors } from '@tidemark/contracts';
import { useAppStore } from '../../../shared/store/app-store';
import type { LeverProblem, StopProblem } from '../lever-rules';

/**
 * The words for a problem of the order form or the TP/SL sheet: the description's "please
 * enter a correct price / quantity" and "insufficient balance" from the common catalogue, the
 * contract's own rules in the very texts the server answers with (the contracts' errors).
 */
export function useProblemText(): (problem: LeverProblem | StopProblem) => string {
  const { t } = useTranslation();
  const lang = useAppStore((s) => s.lang);
  return (problem) => {
    switch (problem) {
      case 'price':
        return t('msg.enterPrice');
      case 'quantity':
        return t('msg.enterQuantity');
      case 'insufficient_balance':
        return t('msg.insufficientBalance');
      case 'price_unavailable':
        return walletErrors.price_unavailable.text[lang];
      default:
        return leverErrors[problem].text[lang];
    }
  };
}
