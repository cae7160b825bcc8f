import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@tidemark/contracts';
import { selectIsLoggedIn, useAppStore } from '../../../shared/store/app-store';
import { useSupportHistory, useSupportLive, useSupportSend } from '../api/support';
import styles from './community.module.css';

/** The server keeps at most this many characters of a message. */
const CHAT_MAX = 1000;

/** pages/kefu/index: the conversation with support; visitors chat by this device's id. */
export function SupportChat() {
  const { t } = useTranslation('community');
  const loggedIn = useAppStore(selectIsLoggedIn);
  const history = useSupportHistory();
  const send = useSupportSend();
  const live = useSupportLive(loggedIn);
  const [text, setText] = useState('');
  const end = useRef<HTMLDivElement>(null);
  const count = history.data?.length ?? 0;
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [count]);
  const submit = () => {
    const value = text.trim();
    if (!value || send.isPending) return;
    live.typing(false);
    send.mutate({ text: value }, { onSuccess: () => setText('') });
  };
  return (
    <div className={styles.page} data-testid="support-chat">
      <p className={styles.content}>{t('support.intro')}</p>
      <div className={styles.chatLog} data-testid="support-log">
        {(history.data ?? []).map((m) => (
          <div
            key={m.id}
            className={m.sender === 'user' ? styles.bubbleMine : styles.bubbleTheirs}
            data-testid="support-message"
            data-sender={m.sender}
          >
            {m.image ? (
              <img src={m.image} alt={t('support.image')} className={styles.chatImage} />
            ) : null}
            {m.text ? <span data-testid="support-text">{m.text}</span> : null}
            <span className={styles.bubbleTime}>
              {formatDate(m.created_at, 'hh:MM')}
              {m.sender === 'user' && m.is_read ? ` · ${t('support.read')}` : ''}
            </span>
          </div>
        ))}
        {live.operatorTyping ? (
          <p className={styles.bubbleTime} data-testid="support-typing">
            {t('support.typing')}
          </p>
        ) : null}
        <div ref={end} />
      </div>
      <div className={styles.chatInput}>
        {loggedIn ? (
          <label className={styles.linkButton}>
            {t('support.image')}
            <input
              type="file"
              accept="image/*"
              hidden
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (file) send.mutate({ file });
                e.target.value = '';
              }}
              data-testid="support-image"
            />
          </label>
        ) : null}
        <input
          className={styles.chatField}
          value={text}
          maxLength={CHAT_MAX}
          placeholder={t('support.placeholder')}
          onChange={(e) => {
            setText(e.target.value);
            live.typing(e.target.value.trim() !== '');
          }}
          onBlur={() => live.typing(false)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') submit();
          }}
          data-testid="support-input"
        />
        {/* Near the limit the count shows, so a long message is never cut without a word. */}
        {text.length >= CHAT_MAX - 100 ? (
          <span className={styles.chatCount} data-testid="support-count">
            {text.length}/{CHAT_MAX}
          </span>
        ) : null}
        <button
          type="button"
          className={styles.sendButton}
          disabled={!text.trim() || send.isPending}
          onClick={submit}
          data-testid="support-send"
        >
          {t('support.send')}
        </button>
      </div>
    </div>
  );
}
