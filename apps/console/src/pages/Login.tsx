import { adminEndpoints } from '@tidemark/contracts';
import { useState } from 'react';
import { Alert, Button, Card, Form, Input } from 'antd';
import { call, token } from '../api';
import { useT } from '../i18n';

/** Password and the authenticator's code: the server gives no session without both. */
export function Login({ onSignedIn }: { onSignedIn: () => unknown }) {
  const t = useT();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (v: { email: string; password: string; totp_code: string }) => {
    setBusy(true);
    try {
      token.set(await call(adminEndpoints.login, v));
      setError(null);
      await onSignedIn();
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div style={{ display: 'flex', justifyContent: 'center', paddingTop: 120 }}>
      <Card title={t('login.title')} style={{ width: 380 }}>
        {error && (
          <Alert
            type="error"
            title={error}
            style={{ marginBottom: 16 }}
            data-testid="login-error"
          />
        )}
        <Form layout="vertical" onFinish={submit}>
          <Form.Item name="email" label={t('login.email')} rules={[{ required: true }]}>
            <Input autoComplete="username" />
          </Form.Item>
          <Form.Item name="password" label={t('login.password')} rules={[{ required: true }]}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Form.Item
            name="totp_code"
            label={t('login.totp')}
            rules={[{ required: true, pattern: /^\d{6}$/ }]}
          >
            <Input inputMode="numeric" maxLength={6} autoComplete="one-time-code" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>
            {t('login.submit')}
          </Button>
        </Form>
      </Card>
    </div>
  );
}
