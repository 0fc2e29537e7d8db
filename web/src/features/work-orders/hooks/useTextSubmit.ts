import { App } from 'antd';
import { useState } from 'react';
import { serverError, useServerErrorText } from '../../../lib/apollo/serverError';

/**
 * A text box that adds one thing (a comment, a checklist step) with a client-generated id:
 * the same id sent twice (a double tap, a retry) adds it once, and a new id is drawn only
 * once the server took the text, which stays in the box until then.
 */
export function useTextSubmit(add: (id: string, text: string) => Promise<unknown>) {
  const { message } = App.useApp();
  const errorText = useServerErrorText();
  const [text, setText] = useState('');
  const [id, setId] = useState(() => crypto.randomUUID());
  const [busy, setBusy] = useState(false);
  const body = text.trim();

  async function submit() {
    if (!body || busy) return;
    setBusy(true);
    try {
      await add(id, body);
      setText('');
      setId(crypto.randomUUID());
    } catch (error) {
      void message.error(errorText(serverError(error)));
    } finally {
      setBusy(false);
    }
  }

  return { text, setText, body, busy, submit: () => void submit() };
}
