import { App } from 'antd';
import { useConfirm } from '../../../components/confirm/useConfirm';
import { serverError, useServerErrorText } from '../../../lib/apollo/serverError';

export interface Ask {
  title: string;
  message: string;
  /** The confirm button's words, e.g. "Deactivate". */
  label: string;
}

/**
 * Runs a write a control starts (a select, a button: no form to hold a refusal): with `ask`
 * it is confirmed first, and the server's refusal (the last manager…) shows as a message in
 * the reader's language. Resolves whether the write went through.
 */
export function useRunAction() {
  const { message } = App.useApp();
  const errorText = useServerErrorText();
  const confirm = useConfirm();
  return async (write: () => Promise<unknown>, ask?: Ask): Promise<boolean> => {
    if (ask && !(await confirm({ title: ask.title, message: ask.message, actions: { confirm: { label: ask.label } } })))
      return false;
    try {
      await write();
      return true;
    } catch (error) {
      void message.error({ content: errorText(serverError(error)), key: 'user-management-refusal' });
      return false;
    }
  };
}
