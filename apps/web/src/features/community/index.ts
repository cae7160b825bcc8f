/** The community features: the inbox, coupons (and, as they land, invite and support chat). */
export { MessagesView } from './components/messages-view';
export { MessageBell, UnreadBadge } from './components/unread-badge';
export { CouponsView } from './components/coupons-view';
