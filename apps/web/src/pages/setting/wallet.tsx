import { UnderDevelopment } from '../../shared/ui/under-development';

/** /pages/setting/wallet: built by a later issue; until then the frame shows the under-development view. */
export default function SettingWalletPage() {
  return <UnderDevelopment />;
}
