export { FormError, FormField } from './form-field';
export { CodeField, CodeInput } from './code-field';
export { NewPasswordFields, PasswordField, type BoundInput } from './new-password-fields';
export { SubmitButton, SubmitForm } from './submit-form';
