import { useCallback, useState } from 'react';

function newKey(): string {
  return `web-${crypto.randomUUID()}`;
}

/**
 * A client-made idempotency key (CONVENTIONS.md habit 7): kept while the user retries one
 * confirmed order, renewed for the next one.
 */
export function useIdempotencyKey(): { key: string; renew: () => void } {
  const [key, setKey] = useState(newKey);
  const renew = useCallback(() => setKey(newKey()), []);
  return { key, renew };
}
