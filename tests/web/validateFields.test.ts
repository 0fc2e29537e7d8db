import { describe, expect, it } from 'vitest';
import { validateFields, type FieldSpec } from '../../web/src/lib/forms/validateFields';

const fields: FieldSpec[] = [
  { name: 'email', labelKey: 'auth.fields.email', type: 'email', required: true },
  { name: 'password', labelKey: 'auth.fields.password', type: 'password', required: true, minLength: 8 },
  { name: 'company', labelKey: 'auth.fields.company' },
];

describe('plain form validation', () => {
  it('passes valid values and optional empty fields', () => {
    expect(validateFields(fields, { email: 'tech@farmmaint.app', password: 'Tech#2026', company: '' })).toEqual({});
  });

  it('names each problem with a translation key', () => {
    expect(validateFields(fields, { email: '', password: 'short' })).toEqual({
      email: 'auth.validation.required',
      password: 'auth.validation.passwordLength',
    });
    expect(validateFields(fields, { email: 'not-an-email', password: '  ' })).toEqual({
      email: 'auth.validation.emailInvalid',
      password: 'auth.validation.required',
    });
  });
});
