import type { ReactNode } from 'react';
import { Button } from 'antd-mobile';

/** The large full-width button that ends a wallet form; it spins while the request is out. */
export function WalletSubmitButton({
  pending,
  onSubmit,
  testId,
  children,
}: {
  pending: boolean;
  onSubmit: () => Promise<void> | void;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Button
      block
      color="primary"
      shape="rounded"
      size="large"
      style={{ marginTop: 16 }}
      loading={pending}
      onClick={() => void onSubmit()}
      data-testid={testId}
    >
      {children}
    </Button>
  );
}
