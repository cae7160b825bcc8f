import { ACCOUNT_TYPES, type AccountType } from '@tidemark/contracts';

/** The user's four accounts, in the order the app shows them. */
export const ACCOUNT_ORDER: readonly AccountType[] = [
  ACCOUNT_TYPES.change,
  ACCOUNT_TYPES.lever,
  ACCOUNT_TYPES.micro,
  ACCOUNT_TYPES.legal,
];

const LABEL_KEYS: Record<number, string> = {
  1: 'accounts.legal',
  2: 'accounts.change',
  3: 'accounts.lever',
  4: 'accounts.micro',
};

/** The `wallet` namespace key of an account type's name. */
export function accountLabelKey(type: number): string {
  return LABEL_KEYS[type] ?? 'accounts.unknown';
}
