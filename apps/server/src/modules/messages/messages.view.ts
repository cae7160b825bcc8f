import {
  MESSAGE_KINDS,
  renderMessage,
  type InboxMessage,
  type Lang,
  type Announcement,
} from '@tidemark/contracts';
import type { AnnouncementRow, MessageRow } from './messages.repo';

const inLang = (texts: Record<string, string> | null, lang: Lang): string =>
  (texts?.[lang] || texts?.en) ?? '';

function isKnownKind(kind: string): kind is keyof typeof MESSAGE_KINDS {
  return Object.prototype.hasOwnProperty.call(MESSAGE_KINDS, kind);
}

/** A stored message in the reader's language (never the language of whoever caused it). */
export function toWire(row: MessageRow, lang: Lang): InboxMessage {
  const text =
    row.kind === 'announcement'
      ? { title: inLang(row.a_title, lang), content: inLang(row.a_content, lang) }
      : isKnownKind(row.kind)
        ? renderMessage(row.kind, row.params, lang)
        : // A kind this build does not know (written by a newer node): show its name, not nothing.
          { title: row.kind, content: '' };
  return {
    id: row.id,
    kind: row.kind,
    ...text,
    is_read: row.read ? 1 : 0,
    created_at: Number(row.created_s),
  };
}

export function announcementView(row: AnnouncementRow): Announcement {
  return {
    id: row.id,
    segment: row.segment,
    title: row.title.en ?? '',
    recipients: row.recipients,
    operator_id: row.operator_id,
    created_at: Number(row.created_s),
  };
}
