/**
 * What pages and the app use of the account feature: sign-in, sign-up and password forms,
 * the security and verification screens, the profile editor, and the session hooks.
 */
export { AreaPage } from './components/area-page';
export { AuthLayout } from './components/auth-layout';
export { ForgotPasswordForm } from './components/forgot-password-form';
export { LoginForm } from './components/login-form';
export { RegisterPage } from './components/register-page';
export { PasswordForm } from './components/password-form';
export { QueryState } from './components/query-state';
export { useUserInfoQuery } from './api/user-info';
export { VerificationCenter } from './components/verification-center';
export { useRealStateQuery } from './api/real-state';
export { useKycSync } from './hooks/use-kyc-sync';
export { VerificationLevels } from './components/verification-levels';
export { SecurityCenter } from './components/security-center';
export { VerificationBadge } from './components/verification-badge';
export { useLogout } from './hooks/use-logout';
export { usePreferencesSync } from './hooks/use-preferences-sync';
export { ProfileEditor } from './components/profile-editor';
