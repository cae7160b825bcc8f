import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import {
  apiServer,
  errorEnvelope,
  http,
  okEnvelope,
  recordPosts,
  setUpSignedInApi,
} from '../../../shared/testing/api-server';
import { renderWithProviders } from '../../../shared/testing/render';
import { useAppStore } from '../../../shared/store/app-store';
import { RegisterPage } from './register-page';

setUpSignedInApi();

const field = (testId: string) =>
  screen.getByTestId(testId).querySelector('input') as HTMLInputElement;

describe('sign-up', () => {
  it('signs the new user in with the password just typed and opens home', async () => {
    useAppStore.getState().clearSession();
    window.location.hash = '#/pages/common/register';
    const registered = recordPosts('*/api/user/register', () =>
      okEnvelope({ user_id: 5, account: 'new@example.com' }),
    );
    const logins = recordPosts('*/api/user/login', () => okEnvelope('new-session-token'));
    apiServer.use(http.get('*/api/user/info', () => errorEnvelope('unavailable', 'later')));
    const { user } = renderWithProviders(
      <RegisterPage kind="email" params={new URLSearchParams()} />,
    );
    await user.type(field('register-account'), 'new@example.com');
    await user.type(field('register-code'), '123456');
    await user.type(field('register-password'), 'journey-pass-1');
    await user.type(field('register-re-password'), 'journey-pass-1');
    await user.click(screen.getByTestId('register-submit'));

    await expect.poll(() => window.location.hash).toBe('#/pages/index/index');
    expect(registered).toHaveLength(1);
    expect(logins[0]).toMatchObject({ user_string: 'new@example.com', password: 'journey-pass-1' });
    expect(useAppStore.getState().token).toBe('new-session-token');
  });
});
