import type {
  addressEntrySchema,
  assetsSummarySchema,
  bankCardSchema,
  bankReceiveSchema,
  billEntrySchema,
  chainDepositSchema,
  currencySchema,
  depositAddressSchema,
  depositRecordSchema,
  exchangePairSchema,
  exchangeQuoteSchema,
  transferRecordSchema,
  walletListSchema,
  withdrawInfoSchema,
  withdrawRecordSchema,
} from '@tidemark/contracts';

/** Response types, all derived from the contracts' schemas (docs/architecture.md habit 3). */
type Out<S extends { parse: (value: unknown) => unknown }> = ReturnType<S['parse']>;

export type Currency = Out<typeof currencySchema>;
export type WalletList = Out<typeof walletListSchema>;
export type AssetsSummary = Out<typeof assetsSummarySchema>;
export type HoldingRow = AssetsSummary['rows'][number];
export type AccountSummary = WalletList['accounts'][number];
export type Balance = AccountSummary['balances'][number];
export type TransferRecord = Out<typeof transferRecordSchema>;
export type ExchangePair = Out<typeof exchangePairSchema>;
export type ExchangeQuote = Out<typeof exchangeQuoteSchema>;
export type DepositAddress = Out<typeof depositAddressSchema>;
export type BankReceive = Out<typeof bankReceiveSchema>;
export type DepositRecord = Out<typeof depositRecordSchema>;
export type AddressEntry = Out<typeof addressEntrySchema>;
export type BankCard = Out<typeof bankCardSchema>;
export type WithdrawInfo = Out<typeof withdrawInfoSchema>;
export type WithdrawRecord = Out<typeof withdrawRecordSchema>;
export type BillEntry = Out<typeof billEntrySchema>;
export type ChainDeposit = Out<typeof chainDepositSchema>;
export type WithdrawMethod = 'crypto' | 'bank' | 'bank_international';
export type CardKind = 'domestic' | 'international';
