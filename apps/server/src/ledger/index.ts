/**
 * The ledger as modules see it: journals, holds, accounts and reads. Modules import from
 * here, never a ledger table by name.
 */
export {
  postJournal,
  postJournals,
  type Posting,
  transfer,
  hold,
  holdMany,
  moveHolds,
  type HoldMove,
  settleHold,
  releaseHold,
  debitShards,
  type JournalMeta,
} from './ledger';
export {
  userAccount,
  systemAccount,
  systemAccountFor,
  ensureSystemAccounts,
  userBalances,
  lockAccounts,
  lockWithUserAccounts,
} from './accounts';
export { checkLedger, checkLedgerDaily } from './invariants';
export * from './reads';
export * from './console-reads';
