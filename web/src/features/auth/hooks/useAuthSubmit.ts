import { useState } from 'react';
import type { FieldValues } from '../components/fieldSpecs';
import { authErrorKey } from './authErrorKey';

/** Submitting flag and translated error for an auth form's one call. */
export function useAuthSubmit(action: (values: FieldValues) => Promise<void>) {
  const [submitting, setSubmitting] = useState(false);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const submit = async (values: FieldValues) => {
    setSubmitting(true);
    setErrorKey(null);
    try {
      await action(values);
    } catch (error) {
      setErrorKey(authErrorKey(error));
    } finally {
      setSubmitting(false);
    }
  };
  return { submit, submitting, errorKey };
}
