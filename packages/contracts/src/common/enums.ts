/** Asset account types of the description: 1 legal (fiat), 2 change (spot), 3 lever (contract), 4 micro (seconds). */
export const ACCOUNT_TYPES = { legal: 1, change: 2, lever: 3, micro: 4 } as const;
export type AccountTypeName = keyof typeof ACCOUNT_TYPES;
export type AccountType = (typeof ACCOUNT_TYPES)[AccountTypeName];
export const ACCOUNT_TYPE_IDS = Object.values(ACCOUNT_TYPES) as AccountType[];

/** Client default coin ids of the description. */
export const DEFAULT_COIN_IDS = { BTC: 1, ETH: 2, USDT: 3, DOGE: 40, USDC: 45 } as const;

/** Identity verification states. */
export const VERIFICATION_STATES = ['not_verified', 'in_review', 'verified', 'failed'] as const;
export type VerificationState = (typeof VERIFICATION_STATES)[number];

/** Fiat currencies kept from the rate provider (the description's section 9). */
export const FIAT_CODES = [
  'JPY',
  'GBP',
  'KRW',
  'VND',
  'HKD',
  'EUR',
  'TRY',
  'PHP',
  'THB',
  'CNY',
  'USD',
  'RUB',
] as const;
export type FiatCode = (typeof FIAT_CODES)[number];

export const APP_VERSION = '0.8.0';
export const APP_VERSION_CODE = 80;
