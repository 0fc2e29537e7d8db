// The QR label encodes the installation's public address (appConfig.publicUrl: PUBLIC_URL,
// else the address the server was reached at), never the address this browser happens to use.
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PublicUrlQuery } from '../../web/src/features/equipment/api/usePublicUrl';
import { QrLabelModal } from '../../web/src/features/equipment/detail/QrLabelModal';
import type { EquipmentOverview_EquipmentFragment } from '../../web/src/gql/graphql';

const encoded = vi.hoisted(() => [] as string[]);
vi.mock('qrcode', () => ({
  toDataURL: async (text: string) => {
    encoded.push(text);
    return 'data:image/png;base64,iVBORw0KGgo=';
  },
}));

const machine = { id: 'm-42', farmId: 'f-1', code: 'TR-01', name: 'Tractor' } as EquipmentOverview_EquipmentFragment;

function renderLabel(answer: { publicUrl: string } | Error) {
  const mocks = [
    answer instanceof Error
      ? { request: { query: PublicUrlQuery }, error: answer }
      : { request: { query: PublicUrlQuery }, result: { data: { appConfig: { __typename: 'AppConfig', ...answer } } } },
  ];
  return render(
    <MockedProvider mocks={mocks}>
      <QrLabelModal machine={machine} onClose={() => {}} />
    </MockedProvider>,
  );
}

describe('the QR label', () => {
  it('encodes the configured public address, not the browser’s', async () => {
    encoded.length = 0;
    renderLabel({ publicUrl: 'https://maint.example.org' });
    const sheet = await screen.findByTestId('equipment-label-sheet');
    await waitFor(() => expect(sheet.querySelector('img')).toBeTruthy());
    expect(encoded).toEqual(['https://maint.example.org/equipment/m-42']);
    expect(sheet.textContent).toContain('https://maint.example.org/equipment/m-42');
    expect(window.location.origin).not.toBe('https://maint.example.org');
    expect(sheet.textContent).not.toContain(window.location.origin);
  });

  it('prints nothing it cannot trust when the address cannot be loaded', async () => {
    encoded.length = 0;
    renderLabel(new Error('offline'));
    expect(await screen.findByText(/could not be loaded/)).toBeTruthy();
    expect(encoded).toEqual([]);
    expect(screen.getByTestId('equipment-label-print').hasAttribute('disabled')).toBe(true);
  });
});
