import type { FieldSpec } from '../../../lib/forms/validateFields';

export type { FieldErrors, FieldSpec, FieldValues } from '../../../lib/forms/validateFields';

export const emailField: FieldSpec = {
  name: 'email',
  labelKey: 'auth.fields.email',
  type: 'email',
  required: true,
  autoComplete: 'email',
};
export const passwordField: FieldSpec = {
  name: 'password',
  labelKey: 'auth.fields.password',
  type: 'password',
  required: true,
  autoComplete: 'current-password',
};
export const newPasswordField: FieldSpec = { ...passwordField, minLength: 8, autoComplete: 'new-password' };
