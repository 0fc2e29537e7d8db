import { useState } from 'react';
import type { FieldValues } from '../components/fieldSpecs';
import { authErrorKey, authErrorValues } from './authErrorKey';

/** Submitting flag and translated error for an auth form's one call. */
export function useAuthSubmit(action: (values: FieldValues) => Promise<void>) {
  const [submitting, setSubmitting] = useState(false);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [errorValues, setErrorValues] = useState<Record<string, number>>();
  const submit = async (values: FieldValues) => {
    setSubmitting(true);
    setErrorKey(null);
    try {
      await action(values);
    } catch (error) {
      setErrorKey(authErrorKey(error));
      setErrorValues(authErrorValues(error));
    } finally {
      setSubmitting(false);
    }
  };
  return { submit, submitting, errorKey, errorValues };
}
