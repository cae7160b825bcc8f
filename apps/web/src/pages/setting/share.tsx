import { UnderDevelopment } from '../../shared/ui/under-development';

/** /pages/setting/share: built by a later issue; until then the frame shows the under-development view. */
export default function SettingSharePage() {
  return <UnderDevelopment />;
}
