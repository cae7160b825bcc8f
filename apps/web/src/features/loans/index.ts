/** What pages use of loans: borrow, my loans, rules. */
export { Borrowing } from './components/borrowing';
