import { MessagesView } from '../../features/community';

/** pages/setting/message: the inbox. */
export default function SettingMessagePage() {
  return <MessagesView />;
}
