// A notification the server wrote is shown in the reader's language (with its values
// escaped); any other notification shows its own title and sanitised HTML.
import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import ar from '../../web/public/assets/i18n/ar.json';
import fr from '../../web/public/assets/i18n/fr.json';
import { useNotificationText, type NotificationWords } from '../../web/src/shell/notifications/notificationText';

i18next.addResourceBundle('fr', 'translation', fr);
i18next.addResourceBundle('ar', 'translation', ar);

function Shown({ notification }: { notification: NotificationWords }) {
  const { title, description } = useNotificationText(notification);
  return (
    <article>
      <h1>{title}</h1>
      <div data-testid="description">{description}</div>
    </article>
  );
}

const lowStock: NotificationWords = {
  title: 'Low stock',
  description: '<strong>Oil filter</strong> (OF-1): 1 pcs left, minimum 2 pcs.',
  messageKey: 'lowStock',
  messageParams: { name: 'Oil <b>filter</b>', partNumber: 'OF-1', quantity: 1, minimum: 2, unit: 'L' },
};

afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('notification text', () => {
  it('translates a server message into French, with the unit translated and the name in bold', async () => {
    await i18next.changeLanguage('fr');
    render(<Shown notification={lowStock} />);
    expect(screen.getByRole('heading').textContent).toBe('Stock bas');
    const description = screen.getByTestId('description');
    expect(description.textContent).toBe('Oil <b>filter</b> (OF-1) : il reste 1 L, minimum 2 L.');
    // The name is the bold part, and its markup stays text: it is data, not HTML.
    expect(description.querySelector('strong')?.textContent).toBe('Oil <b>filter</b>');
    expect(description.querySelector('b')).toBeNull();
  });

  it('translates it into Arabic', async () => {
    await i18next.changeLanguage('ar');
    render(<Shown notification={lowStock} />);
    expect(screen.getByRole('heading').textContent).toBe('مخزون منخفض');
    expect(screen.getByTestId('description').textContent).toContain('OF-1');
  });

  it("falls back to the English text for a key this client doesn't know", () => {
    render(<Shown notification={{ ...lowStock, messageKey: 'somethingNewer' }} />);
    expect(screen.getByRole('heading').textContent).toBe('Low stock');
    expect(screen.getByTestId('description').querySelector('strong')?.textContent).toBe('Oil filter');
  });

  it('shows a plain notification as written, without scripts', () => {
    render(
      <Shown
        notification={{
          title: 'Hello',
          description: '<em>Welcome</em><img src=x onerror="alert(1)"><script>x()</script>',
        }}
      />,
    );
    expect(screen.getByRole('heading').textContent).toBe('Hello');
    const description = screen.getByTestId('description');
    expect(description.querySelector('em')?.textContent).toBe('Welcome');
    expect(description.querySelector('script')).toBeNull();
    expect(description.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });
});
