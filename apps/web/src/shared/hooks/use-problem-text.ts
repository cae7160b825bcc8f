import type { Lang } from '@tidemark/contracts';
import { translate } from '../i18n/i18n';
import { useAppStore } from '../store/app-store';

/** An error catalogue of the contracts: a code's text in every language. */
type Catalogue = Record<string, { text: Record<Lang, string> }>;

/** The description's own words for the problems every form has (common catalogue). */
const COMMON_TEXT: Record<string, string> = {
  price: 'msg.enterPrice',
  quantity: 'msg.enterQuantity',
  amount: 'msg.enterAmount',
  insufficient_balance: 'msg.insufficientBalance',
};

/**
 * The words for a problem a form found before sending: "please enter a correct price /
 * quantity / amount" and "insufficient balance" from the common catalogue, anything else in
 * the very text the server answers with for that code (the first of `catalogues` that has it).
 */
export function useProblemText<P extends string>(
  ...catalogues: readonly Catalogue[]
): (problem: P) => string {
  // The language is set in the store once its catalogues are in, so following it is enough to
  // render again in a new language (without a translation hook of its own in every form).
  const lang = useAppStore((s) => s.lang);
  return (problem) => {
    const common = COMMON_TEXT[problem];
    if (common) return translate(common);
    return catalogues.find((c) => problem in c)?.[problem]?.text[lang] ?? problem;
  };
}
