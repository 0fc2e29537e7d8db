// A server error is read for its code and the field it names, and shown in the reader's
// language when the server named its message by key (with units translated too); an
// error this client has no text for keeps the server's words.
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { renderHook } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import ar from '../../web/public/assets/i18n/ar.json';
import fr from '../../web/public/assets/i18n/fr.json';
import { serverError, useServerErrorText } from '../../web/src/lib/apollo/serverError';

i18next.addResourceBundle('fr', 'translation', fr);
i18next.addResourceBundle('ar', 'translation', ar);

const failure = (message: string, extensions: Record<string, unknown>) =>
  new CombinedGraphQLErrors({ errors: [{ message, extensions }] });

const notEnough = failure('Not enough stock: 9.5 l on hand, 10 requested', {
  code: 'BAD_USER_INPUT',
  messageKey: 'notEnoughStock',
  messageParams: { onHand: 9.5, unit: 'L', requested: 10 },
});

function shown(error: unknown): string {
  const { result } = renderHook(() => useServerErrorText());
  return result.current(serverError(error));
}

afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('server errors', () => {
  it('reads the code and the field a message names', () => {
    const error = failure('year: Number must be at most 2100', { code: 'BAD_USER_INPUT' });
    expect(serverError(error)).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'year',
      message: 'Number must be at most 2100',
    });
    expect(serverError(new Error('Failed to fetch'))).toEqual({ code: 'NETWORK', message: 'Failed to fetch' });
  });

  it('shows a keyed message in French and in Arabic, numbers and unit as each language writes them', async () => {
    await i18next.changeLanguage('fr');
    expect(shown(notEnough)).toBe('Stock insuffisant : 9,5 L en stock, 10 demandé(s).');
    await i18next.changeLanguage('ar');
    expect(shown(notEnough)).toContain('المخزون غير كافٍ');
    expect(shown(notEnough)).toContain('9.5');
  });

  it('translates a meter unit named in the message', async () => {
    await i18next.changeLanguage('fr');
    const error = failure('meterUnit: this machine has readings in HOURS; its unit can no longer change', {
      code: 'BAD_USER_INPUT',
      messageKey: 'meterUnitFixed',
      messageParams: { meterUnit: 'HOURS' },
    });
    expect(serverError(error).field).toBe('meterUnit');
    expect(shown(error)).toBe(
      `Cette machine a déjà des relevés (${fr.equipment.meterUnit.HOURS}) : l’unité de son compteur ne peut plus changer.`,
    );
  });

  it('keeps the server’s words for a key this client does not know, or no key', async () => {
    await i18next.changeLanguage('fr');
    expect(shown(failure('code: something new', { code: 'BAD_USER_INPUT', messageKey: 'fromTheFuture' }))).toBe(
      'something new',
    );
    expect(shown(failure('Forbidden', { code: 'FORBIDDEN' }))).toBe('Forbidden');
  });
});
