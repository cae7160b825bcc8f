/** Query keys of the alerts (apart from the API module, so the app-wide notice hook stays small). */
export const alertKeys = {
  all: ['alerts'] as const,
  cooldown: () => [...alertKeys.all, 'cooldown'] as const,
  list: (symbol: string | null) => [...alertKeys.all, 'account', 'list', symbol ?? ''] as const,
};
