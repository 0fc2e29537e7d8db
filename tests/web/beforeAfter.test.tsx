// A changed value in a history reads from the old value to the new one in the reader's
// direction: in Arabic the arrow points left, towards the new value.
// Testing Library's act, which tells React it runs in a test (React's own warned that it did not).
import { act, render } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { BeforeAfter } from '../../web/src/components/audit/BeforeAfter';

afterEach(async () => {
  await act(() => i18next.changeLanguage('en'));
});

describe('before → after', () => {
  it('points right in English and left in Arabic, each value isolated in its own direction', async () => {
    const { container, rerender } = render(<BeforeAfter before="100" after="120" />);
    expect(container.textContent).toBe('100 → 120');
    await act(() => i18next.changeLanguage('ar'));
    rerender(<BeforeAfter before="تشغيل" after="معطل" />);
    expect(container.textContent).toBe('تشغيل ← معطل');
    expect([...container.querySelectorAll('bdi')].map((each) => each.textContent)).toEqual(['تشغيل', 'معطل']);
  });
});
