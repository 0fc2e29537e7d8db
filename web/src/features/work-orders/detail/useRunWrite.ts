import { App } from 'antd';
import { useConfirm } from '../../../components/confirm/useConfirm';
import { serverError, useServerErrorText } from '../../../lib/apollo/serverError';

interface Ask {
  title: string;
  message: string;
  /** The confirm button's words, e.g. "Remove". */
  label: string;
}

/**
 * Runs a write a button starts (no dialog to hold a refusal): with `ask` it is confirmed
 * first, and a refusal shows as a message in the reader's language.
 */
export function useRunWrite() {
  const { message } = App.useApp();
  const errorText = useServerErrorText();
  const confirm = useConfirm();
  return async (write: () => Promise<unknown>, ask?: Ask) => {
    if (ask && !(await confirm({ title: ask.title, message: ask.message, actions: { confirm: { label: ask.label } } })))
      return;
    try {
      await write();
    } catch (error) {
      void message.error(errorText(serverError(error)));
    }
  };
}
