import { Button } from 'antd-mobile';
import { useOpenLogin } from '../routing/use-open-login';
import { StatusView } from './status-view';
import styles from './login-prompt.module.css';

/**
 * What visitors see where their own data would be: a message and a button to the login page
 * (coming back here afterwards). `compact` is one line inside a screen; otherwise a centred
 * view with a hint.
 */
export function LoginPrompt({
  title,
  hint,
  actionLabel,
  testId,
  compact = false,
}: {
  title: string;
  hint?: string;
  actionLabel: string;
  testId: string;
  compact?: boolean;
}) {
  const openLogin = useOpenLogin();
  const button = (
    <Button
      size={compact ? 'small' : 'middle'}
      shape="rounded"
      color="primary"
      onClick={openLogin}
      data-testid={`${testId}-button`}
    >
      {actionLabel}
    </Button>
  );
  if (compact)
    return (
      <div className={styles.line} data-testid={testId}>
        <span>{title}</span>
        {button}
      </div>
    );
  return (
    <StatusView
      icon="user"
      title={title}
      {...(hint ? { hint } : {})}
      testId={testId}
      actions={button}
    />
  );
}
