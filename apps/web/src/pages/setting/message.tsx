import { UnderDevelopment } from '../../shared/ui/under-development';

/** /pages/setting/message: built by a later issue; until then the frame shows the under-development view. */
export default function SettingMessagePage() {
  return <UnderDevelopment />;
}
