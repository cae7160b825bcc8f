import { VerifySettlementsView } from '../../features/verify';

/** pages/fund/verify_settlements: Assets → "Verify my settlements". */
export default function FundVerifySettlementsPage() {
  return <VerifySettlementsView />;
}
