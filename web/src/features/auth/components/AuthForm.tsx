import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { validateFields, type FieldErrors, type FieldSpec, type FieldValues } from '../../../lib/forms/validateFields';

interface AuthFormProps {
  fields: FieldSpec[];
  submitLabelKey: string;
  submitting: boolean;
  onSubmit: (values: FieldValues) => void;
  /** Checks across fields (e.g. repeated password), after the per-field rules pass. */
  validate?: (values: FieldValues) => FieldErrors;
  testId?: string;
  /** Shown between the fields and the submit button. */
  children?: ReactNode;
}

/** A plain form (no UI library, to keep the auth pages light) with translated validation. */
export function AuthForm({ fields, submitLabelKey, submitting, onSubmit, validate, testId, children }: AuthFormProps) {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<FieldErrors>({});

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values = Object.fromEntries(fields.map((field) => [field.name, String(data.get(field.name) ?? '')]));
    const fieldErrors = validateFields(fields, values);
    const found = Object.keys(fieldErrors).length ? fieldErrors : (validate?.(values) ?? {});
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(values);
  };

  return (
    <form className="auth-form" noValidate onSubmit={handleSubmit} data-testid={testId}>
      {fields.map((field) => (
        <label key={field.name} className="auth-field">
          <span className="auth-field__label">{t(field.labelKey)}</span>
          <input
            className="auth-field__input"
            name={field.name}
            type={field.type ?? 'text'}
            autoComplete={field.autoComplete}
            readOnly={field.readOnly}
            defaultValue={field.defaultValue}
            aria-invalid={Boolean(errors[field.name])}
            data-testid={field.name}
          />
          {errors[field.name] && (
            <span className="auth-field__error" role="alert">
              {t(errors[field.name])}
            </span>
          )}
        </label>
      ))}
      {children}
      <button className="auth-button" type="submit" disabled={submitting} aria-busy={submitting} data-testid="submit">
        {t(submitLabelKey)}
      </button>
    </form>
  );
}
