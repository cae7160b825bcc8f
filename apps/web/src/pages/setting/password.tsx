import { UnderDevelopment } from '../../shared/ui/under-development';

/** /pages/setting/password: built by a later issue; until then the frame shows the under-development view. */
export default function SettingPasswordPage() {
  return <UnderDevelopment />;
}
