import { UnderDevelopment } from '../../shared/ui/under-development';

/** /pages/setting/security: built by a later issue; until then the frame shows the under-development view. */
export default function SettingSecurityPage() {
  return <UnderDevelopment />;
}
