import { UnderDevelopment } from '../../shared/ui/under-development';

/** /pages/setting/real_mark: built by a later issue; until then the frame shows the under-development view. */
export default function SettingRealMarkPage() {
  return <UnderDevelopment />;
}
