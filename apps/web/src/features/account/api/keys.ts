/** Query keys of the account domain (one factory, docs/architecture.md habit 8). */
export const accountKeys = {
  all: ['account'] as const,
  info: () => [...accountKeys.all, 'info'] as const,
  realState: () => [...accountKeys.all, 'real-state'] as const,
  sessions: () => [...accountKeys.all, 'sessions'] as const,
};
