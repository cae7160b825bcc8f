import { useTranslation } from 'react-i18next';
import { optionErrors, walletErrors } from '@tidemark/contracts';
import { useAppStore } from '../../../shared/store/app-store';
import type { StakeProblem } from '../option-rules';

/**
 * The words for a problem of the stake: the description's "please enter a correct amount" and
 * "insufficient balance", and the period's limits in the very texts the server answers with.
 */
export function useProblemText(): (problem: StakeProblem) => string {
  const { t } = useTranslation();
  const lang = useAppStore((s) => s.lang);
  return (problem) => {
    switch (problem) {
      case 'amount':
        return t('msg.enterAmount');
      case 'insufficient_balance':
        return t('msg.insufficientBalance');
      case 'amount_too_precise':
        return walletErrors.amount_too_precise.text[lang];
      default:
        return optionErrors[problem].text[lang];
    }
  };
}
