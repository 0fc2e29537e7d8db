import type { FormRule } from 'antd';

/** An antd rule: the field repeats `other` (a password's confirmation), else `message`. */
export const sameAsRule =
  (other: string, message: string): FormRule =>
  ({ getFieldValue }) => ({
    validator: (_, value) =>
      !value || value === getFieldValue(other) ? Promise.resolve() : Promise.reject(new Error(message)),
  });
