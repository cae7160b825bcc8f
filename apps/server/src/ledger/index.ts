/**
 * The ledger as modules see it: journals, holds, accounts and reads. Modules import from
 * here, never a ledger table by name.
 */
export { postJournal, transfer, hold, settleHold, releaseHold, LedgerInvariantError, type Bucket, type Posting, type JournalMeta, type PostResult } from './ledger';
export { SYSTEM_ACCOUNTS, userAccount, systemAccount, userBalances, type SystemAccount, type BalanceRow } from './accounts';
export { checkLedger, type LedgerProblem } from './invariants';
export * from './reads';
