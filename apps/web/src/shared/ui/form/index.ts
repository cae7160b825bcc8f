export { FormError, FormField, type FormFieldProps } from './form-field';
export { CODE_RESEND_SECONDS, SendCodeButton } from './send-code-button';
export { CodeField, CodeInput } from './code-field';
export { NewPasswordFields, PasswordField, type BoundInput } from './new-password-fields';
export { SubmitButton, SubmitForm } from './submit-form';
