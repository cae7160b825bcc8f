/** The community features: the inbox (and, as they land, coupons, invite, support chat). */
export { MessagesView } from './components/messages-view';
export { MessageBell, UnreadBadge } from './components/unread-badge';
