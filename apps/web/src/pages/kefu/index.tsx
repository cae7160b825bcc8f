import { SupportChat } from '../../features/community';

/** pages/kefu/index: live support chat, open to visitors too. */
export default function KefuIndexPage() {
  return <SupportChat />;
}
