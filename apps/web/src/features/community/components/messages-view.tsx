import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, type InboxMessage } from '@tidemark/contracts';
import { PagedList } from '../../../shared/ui/paged-list';
import { RecordCard } from '../../../shared/ui/record-card';
import { useMessageAction, useMessages, useUnreadCount } from '../api/messages';
import { useMessagesSync } from '../api/use-messages-sync';
import styles from './community.module.css';

const DATE_TIME_FORMAT = 'yyyy-mm-dd hh:MM:ss';

function MessageItem({ message }: { message: InboxMessage }) {
  const { t } = useTranslation('community');
  const action = useMessageAction();
  const unread = message.is_read === 0;
  return (
    <RecordCard
      className={styles.item}
      testId="message-item"
      id={message.id}
      data-kind={message.kind}
      data-read={message.is_read}
      onClick={() => {
        if (unread && !action.isPending) action.mutate({ kind: 'read', id: message.id });
      }}
    >
      <div className={styles.itemHead}>
        {unread ? <span className={styles.dot} aria-label={t('messages.unread')} /> : null}
        <span data-testid="message-title">{message.title}</span>
      </div>
      <p className={styles.content} data-testid="message-content">
        {message.content}
      </p>
      <div className={styles.itemFoot}>
        <span>{formatDate(message.created_at, DATE_TIME_FORMAT)}</span>
        <button
          type="button"
          className={styles.dangerButton}
          onClick={(e) => {
            e.stopPropagation();
            action.mutate({ kind: 'delete', id: message.id });
          }}
          data-testid="message-delete"
        >
          {t('messages.delete')}
        </button>
      </div>
    </RecordCard>
  );
}

/** pages/setting/message: the inbox, all or unread only; tap a message to mark it read. */
export function MessagesView() {
  const { t } = useTranslation('community');
  useMessagesSync();
  const [onlyUnread, setOnlyUnread] = useState(false);
  const messages = useMessages(onlyUnread ? false : undefined);
  const unread = useUnreadCount();
  const action = useMessageAction();
  return (
    <div className={styles.page} data-testid="messages">
      <div className={styles.toolbar}>
        <div className={styles.chips} role="group">
          {[false, true].map((only) => (
            <button
              key={String(only)}
              type="button"
              className={onlyUnread === only ? `${styles.chip} ${styles.chipActive}` : styles.chip}
              aria-pressed={onlyUnread === only}
              onClick={() => setOnlyUnread(only)}
              data-testid={only ? 'messages-tab-unread' : 'messages-tab-all'}
            >
              {only ? t('messages.tabUnread', { count: unread }) : t('messages.tabAll')}
            </button>
          ))}
        </div>
        <button
          type="button"
          className={styles.linkButton}
          disabled={unread === 0 || action.isPending}
          onClick={() => action.mutate({ kind: 'read_all' })}
          data-testid="messages-read-all"
        >
          {t('messages.readAll')}
        </button>
      </div>
      <PagedList
        query={messages}
        itemKey={(m) => m.id}
        renderItem={(m) => <MessageItem message={m} />}
        emptyTitle={t('messages.empty')}
        emptyIcon="chat"
        errorTitle={t('messages.loadFailed')}
        testId="messages-list"
      />
    </div>
  );
}
