/** What pages use of proof of liabilities: the "Verify my balance" page and its assets entry. */
export { VerifyBalance } from './components/verify-balance';
export { VerifyBalanceEntry } from './components/verify-entry';
