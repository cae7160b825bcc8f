import { VerifyBalance } from '../../features/liabilities';

/** pages/fund/verify_balance: proof that the user's balances are in the published liabilities. */
export default function FundVerifyBalancePage() {
  return <VerifyBalance />;
}
