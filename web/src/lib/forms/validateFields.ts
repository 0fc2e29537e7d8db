/** One input of a plain (non-antd) form. */
export interface FieldSpec {
  name: string;
  labelKey: string;
  type?: 'text' | 'email' | 'password';
  required?: boolean;
  minLength?: number;
  autoComplete?: string;
  readOnly?: boolean;
  defaultValue?: string;
}

export type FieldValues = Record<string, string>;
/** Field name → translation key of its error. */
export type FieldErrors = Record<string, string>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Checks required, e-mail and length rules; messages are translation keys. */
export function validateFields(fields: FieldSpec[], values: FieldValues): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of fields) {
    const value = values[field.name] ?? '';
    if (field.required && !value.trim()) errors[field.name] = 'auth.validation.required';
    else if (value && field.type === 'email' && !EMAIL.test(value)) errors[field.name] = 'auth.validation.emailInvalid';
    else if (value && field.minLength && value.length < field.minLength)
      errors[field.name] = 'auth.validation.passwordLength';
  }
  return errors;
}
