import type { FormInstance } from 'antd';
import { useState } from 'react';
import { serverError, useServerErrorText } from '../apollo/serverError';

/**
 * Saving a form (a drawer's, a page's): the server's refusal lands on the field it names (or
 * `onConflict`'s field for a CONFLICT), else above the fields, in the reader's language where known.
 */
export function useFormSubmit<Values>(form: FormInstance<Values>, fields: readonly string[], onConflict?: string) {
  const errorText = useServerErrorText();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(save: () => Promise<unknown>): Promise<boolean> {
    setSaving(true);
    setError(null);
    try {
      await save();
      return true;
    } catch (failure) {
      const found = serverError(failure);
      const text = errorText(found);
      const target = found.code === 'CONFLICT' && onConflict ? onConflict : found.field;
      if (target && fields.includes(target)) form.setFields([{ name: target as never, errors: [text] }]);
      else setError(text);
      return false;
    } finally {
      setSaving(false);
    }
  }
  return { submit, saving, error };
}
