// An admin sets the active farm's currency from the farm selector: the entry is offered to
// admins only, the list names each ISO 4217 code in the reader's language, and a saved code
// reaches the cached Farm and the farm store that every amount is formatted from.
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { of } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setFeedbackHandler } from '../../web/src/lib/feedback';
import { setFarms, useActiveFarm, selectFarm } from '../../web/src/lib/farm/farmStore';
import { FarmSelector } from '../../web/src/shell/farm/FarmSelector';
import { useUpdateFarmCurrency } from '../../web/src/shell/farm/api/useUpdateFarmCurrency';
import { currencyOptions } from '../../web/src/shell/farm/currencyOptions';

const farm = (viewerPermissions: string[]) => ({
  id: 'ma',
  name: 'Green Valley',
  reference: 'FRM-001',
  currency: 'MAD',
  viewerPermissions,
});

const shown = { error: vi.fn(), success: vi.fn() };
beforeEach(() => setFeedbackHandler(shown));
afterEach(() => {
  setFeedbackHandler(null);
  setFarms([]);
  vi.clearAllMocks();
});

describe('currencyOptions', () => {
  it("labels every code with its name in the reader's language", () => {
    expect(currencyOptions('en')).toContainEqual({ value: 'EUR', label: 'EUR — Euro' });
    expect(currencyOptions('fr')).toContainEqual({ value: 'MAD', label: 'MAD — dirham marocain' });
    expect(currencyOptions('en').length).toBeGreaterThan(100);
  });

  it("keeps the farm's own code when the browser does not list it", () => {
    expect(currencyOptions('en', 'XTS').map((option) => option.value)).toContain('XTS');
  });
});

describe('the farm settings entry', () => {
  /** Opens the farm selector and returns its settings entries. */
  async function entriesFor(permissions: string[]) {
    setFarms([farm(permissions)]);
    render(<FarmSelector />);
    fireEvent.click(screen.getByTestId('farm-selector'));
    // The menu's code loads on the first click.
    await screen.findByTestId('farm-option-FRM-001', undefined, { timeout: 10_000 });
    return screen.queryAllByTestId('farm-settings-open');
  }

  it('is offered to an admin', async () => {
    expect(await entriesFor(['admin.all.access'])).toHaveLength(1);
  });

  it('is not offered to a manager, who may do everything else on the farm', async () => {
    expect(await entriesFor(['equipment.write', 'inventory.write', 'users.manage'])).toHaveLength(0);
  });
});

describe('useUpdateFarmCurrency', () => {
  function saveWith(answer: object) {
    const cache = new InMemoryCache();
    const client = new ApolloClient({ cache, link: new ApolloLink(() => of(answer)) });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ApolloProvider client={client}>{children}</ApolloProvider>
    );
    const { result } = renderHook(() => ({ update: useUpdateFarmCurrency(), active: useActiveFarm() }), { wrapper });
    return { cache, result };
  }

  it('takes the saved code into the cache and the active farm, and confirms it once', async () => {
    setFarms([farm(['admin.all.access'])]);
    selectFarm('ma');
    const { cache, result } = saveWith({
      data: { updateFarmCurrency: { __typename: 'Farm', id: 'ma', currency: 'EUR' } },
    });
    await act(() => result.current.update.save(result.current.active!, 'EUR'));
    expect(result.current.active?.currency).toBe('EUR');
    expect(cache.extract()['Farm:ma']).toEqual(expect.objectContaining({ currency: 'EUR' }));
    expect(shown.success).toHaveBeenCalledExactlyOnceWith('Amounts of Green Valley are now in EUR');
  });

  it('changes nothing when the server refuses', async () => {
    setFarms([farm(['admin.all.access'])]);
    const { result } = saveWith({ errors: [{ message: 'Forbidden', extensions: { code: 'FORBIDDEN' } }] });
    await act(() => expect(result.current.update.save(result.current.active!, 'EUR')).rejects.toThrow('Forbidden'));
    expect(result.current.active?.currency).toBe('MAD');
    expect(shown.success).not.toHaveBeenCalled();
  });
});
