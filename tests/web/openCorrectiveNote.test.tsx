// The corrective order opened from a failed check starts from the check's note, also when the
// note reaches the cache after the dialog opened (its save's answer, or a refetch overtaking
// it), and never over what the person typed.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OpenCorrectiveModal } from '../../web/src/features/work-orders/detail/checklist/OpenCorrectiveModal';

const LATER = { timeout: 10_000 };
const noop = async () => undefined;
const description = () => screen.getByRole('textbox', { name: 'Description' }) as HTMLTextAreaElement;

describe('opening a corrective order from a failed check', () => {
  it('fills the description with a note that arrives after the dialog opened', async () => {
    const item = { text: 'Inspect the brake pads', note: null as string | null };
    const { rerender } = render(<OpenCorrectiveModal item={item} onSubmit={noop} onClose={() => {}} />);
    await waitFor(() => expect(description().value).toBe(''), LATER);
    rerender(<OpenCorrectiveModal item={{ ...item, note: 'Worn to 2 mm' }} onSubmit={noop} onClose={() => {}} />);
    await waitFor(() => expect(description().value).toBe('Worn to 2 mm'), LATER);
  });

  it('keeps what the person typed when the note changes after', async () => {
    const item = { text: 'Inspect the brake pads', note: 'Worn' as string | null };
    const { rerender } = render(<OpenCorrectiveModal item={item} onSubmit={noop} onClose={() => {}} />);
    await waitFor(() => expect(description().value).toBe('Worn'), LATER);
    fireEvent.change(description(), { target: { value: 'Both pads to change' } });
    rerender(<OpenCorrectiveModal item={{ ...item, note: null }} onSubmit={noop} onClose={() => {}} />);
    await waitFor(() => expect(description().value).toBe('Both pads to change'), LATER);
  });
});
