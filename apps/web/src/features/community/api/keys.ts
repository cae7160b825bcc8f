/** Query keys of the community features; the user's data sits under `account` (dropped on sign-out). */
export const communityKeys = {
  all: ['community'] as const,
  account: () => [...communityKeys.all, 'account'] as const,
  unread: () => [...communityKeys.account(), 'unread'] as const,
  messages: (isRead?: boolean) =>
    [...communityKeys.account(), 'messages', isRead ?? 'all'] as const,
  messagesAll: () => [...communityKeys.account(), 'messages'] as const,
};
