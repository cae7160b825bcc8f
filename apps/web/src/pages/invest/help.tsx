import { DualHelp } from '../../features/dual';

/** /pages/invest/help: how dual investment works, with a worked example. */
export default function InvestHelpPage() {
  return <DualHelp />;
}
