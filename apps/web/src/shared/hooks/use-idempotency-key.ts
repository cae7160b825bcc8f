import { useCallback, useState } from 'react';

function newKey(): string {
  return `web-${crypto.randomUUID()}`;
}

/**
 * A client-made idempotency key (docs/architecture.md habit 7): kept while the user retries one
 * operation (an order, a deposit, a withdrawal), renewed after it succeeded.
 */
export function useIdempotencyKey(): { key: string; renew: () => void } {
  const [key, setKey] = useState(newKey);
  const renew = useCallback(() => setKey(newKey()), []);
  return { key, renew };
}
