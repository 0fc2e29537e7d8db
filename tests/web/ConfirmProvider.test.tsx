import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ConfirmProvider } from '../../web/src/components/confirm/ConfirmProvider';
import { useConfirm } from '../../web/src/components/confirm/useConfirm';
import type { ConfirmConfig } from '../../web/src/components/confirm/confirmConfig';

function Asker({ config }: { config?: ConfirmConfig }) {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState('none');
  return (
    <>
      <button onClick={() => void confirm(config).then((confirmed) => setAnswer(String(confirmed)))}>ask</button>
      <output>{answer}</output>
    </>
  );
}

async function open(config?: ConfirmConfig) {
  render(
    <ConfirmProvider>
      <Asker config={config} />
    </ConfirmProvider>,
  );
  fireEvent.click(screen.getByText('ask'));
  // The dialog's code loads lazily on first use.
  await screen.findByTestId('confirm-dialog', {}, { timeout: 10_000 });
}

describe('confirmation dialog', () => {
  it('shows the default texts and resolves true on confirm', async () => {
    await open();
    expect(screen.getByText('Confirm action')).toBeTruthy();
    expect(screen.getByText('Are you sure you want to confirm this action?')).toBeTruthy();
    expect(screen.getByTestId('confirm-cancel').textContent).toBe('Cancel');
    await act(async () => fireEvent.click(screen.getByTestId('confirm-ok')));
    expect(screen.getByRole('status').textContent).toBe('true');
  });

  it('resolves false on cancel and is not dismissible by default', async () => {
    await open();
    expect(document.querySelector('.ant-modal-close')).toBeNull();
    await act(async () => fireEvent.click(screen.getByTestId('confirm-cancel')));
    expect(screen.getByRole('status').textContent).toBe('false');
  });

  it('takes a custom title, message and labels, and can hide the cancel action', async () => {
    await open({
      title: 'Remove notification',
      message: 'Really?',
      actions: { confirm: { label: 'Remove' }, cancel: { show: false } },
      dismissible: true,
    });
    expect(screen.getByText('Remove notification')).toBeTruthy();
    expect(screen.getByText('Really?')).toBeTruthy();
    expect(screen.getByTestId('confirm-ok').textContent).toBe('Remove');
    expect(screen.queryByTestId('confirm-cancel')).toBeNull();
  });
});
