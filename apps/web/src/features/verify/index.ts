/** "Verify my settlements": the user's settled orders recomputed in the browser from the tick log. */
export { VerifySettlementsView } from './components/verify-settlements';
export { VerifySettlementsLink } from './components/verify-link';
