/** The community features: the inbox, coupons, invite and rebate (and, as they land, support chat). */
export { MessagesView } from './components/messages-view';
export { MessageBell, UnreadBadge } from './components/unread-badge';
export { CouponsView } from './components/coupons-view';
export { InviteView } from './components/invite-view';
export { CommunityLinks } from './components/community-links';
export { SupportChat } from './components/support-chat';
export { GameView } from './components/game-view';
export { DownloadView } from './components/download-view';
