/**
 * What pages and the app use of the wallet: the assets, deposit, withdrawal, transfer,
 * exchange and record screens, the address book and bank cards, the queries their pages read,
 * and the balance sync the layout runs.
 */
export { useBalanceSync } from './hooks/use-balance-sync';
export { AssetsView } from './components/assets-view';
export { BillsView } from './components/bills-view';
export { useQueryNumber, useQueryString } from './hooks/use-query-number';
export { useWalletList } from './api/wallet-list';
export { QueryView } from './components/query-views';
export { TransferView } from './components/transfer-view';
export { useCurrencies } from './api/currency-list';
export { ReceiveView } from './components/receive-view';
export { DepositRecords, WithdrawRecords } from './components/deposit-withdraw-records';
export { SelectView } from './components/select-view';
export { useExchangePairs } from './api/exchange-pairs';
export { ExchangeView } from './components/exchange-view';
export { WithdrawView } from './components/withdraw-view';
export { AddressForm } from './components/address-form';
export { BankCardPage } from './components/bank-card-page';
export { AddressBook } from './components/address-book';
export { RecordPage, RecordTabs } from './components/record-tabs';
