import { useTranslation } from 'react-i18next';
import { navigateTo } from '../../../shared/routing/navigation';
import { Icon } from '../../../shared/ui/icons';
import { useUnreadCount } from '../api/messages';
import { useMessagesSync } from '../api/use-messages-sync';
import styles from './community.module.css';

/** The unread count shown beside "Messages"; nothing when there is none. Kept live by the socket. */
export function UnreadBadge({ testId = 'unread-badge' }: { testId?: string }) {
  useMessagesSync();
  const unread = useUnreadCount();
  if (unread <= 0) return null;
  return (
    <span className={styles.badge} data-testid={testId}>
      {unread > 99 ? '99+' : unread}
    </span>
  );
}

/**
 * The home screen's inbox button with its unread badge, labelled with the title of the page it
 * opens: the shell's strings, so home does not download the community catalogue for one word.
 */
export function MessageBell() {
  const { t } = useTranslation('routes');
  return (
    <button
      type="button"
      className={styles.bell}
      aria-label={t('setting.message')}
      onClick={() => void navigateTo('/pages/setting/message')}
      data-testid="home-messages"
    >
      <Icon name="chat" size={22} />
      <UnreadBadge testId="home-unread" />
    </button>
  );
}
