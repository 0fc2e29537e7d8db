// The QR label encodes the installation's public address (appConfig.publicUrl: PUBLIC_URL,
// else the address the server was reached at), never the address this browser happens to use.
import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmProvider } from '../../web/src/components/confirm/ConfirmProvider';
import { PublicUrlQuery } from '../../web/src/features/equipment/api/usePublicUrl';
import { EquipmentRequestLinkQuery } from '../../web/src/features/equipment/api/useRequestLink';
import { RotateRequestTokenMutation } from '../../web/src/features/equipment/api/useRotateRequestLink';
import { QrLabelModal } from '../../web/src/features/equipment/detail/QrLabelModal';
import type { EquipmentOverview_EquipmentFragment } from '../../web/src/__generated__/graphql';

const encoded = vi.hoisted(() => [] as string[]);
vi.mock('qrcode', () => ({
  toDataURL: async (text: string) => {
    encoded.push(text);
    return 'data:image/png;base64,iVBORw0KGgo=';
  },
}));

const machine = { id: 'm-42', farmId: 'f-1', code: 'TR-01', name: 'Tractor' } as EquipmentOverview_EquipmentFragment;

/** `requestLink`: what the server tells this viewer (null: not a manager of the farm). */
function renderLabel(
  answer: { publicUrl: string } | Error,
  requestLink: string | null = null,
  more: ComponentProps<typeof MockedProvider>['mocks'] = [],
) {
  const mocks = [
    answer instanceof Error
      ? { request: { query: PublicUrlQuery }, error: answer }
      : { request: { query: PublicUrlQuery }, result: { data: { appConfig: { __typename: 'AppConfig', ...answer } } } },
    {
      request: { query: EquipmentRequestLinkQuery, variables: { id: machine.id } },
      result: { data: { equipment: { __typename: 'Equipment', id: machine.id, requestLink } } },
    },
    ...(more ?? []),
  ];
  return render(
    <MockedProvider mocks={mocks}>
      <App>
        <ConfirmProvider>
          <QrLabelModal machine={machine} onClose={() => {}} />
        </ConfirmProvider>
      </App>
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

  it('adds the "report a problem" code for a viewer who may see the machine’s report link', async () => {
    encoded.length = 0;
    renderLabel({ publicUrl: 'https://maint.example.org' }, '/report/AbCdEfGhIjKlMnOpQrStUvWx');
    const report = await screen.findByTestId('equipment-label-report');
    expect(report.getAttribute('data-url')).toBe('https://maint.example.org/report/AbCdEfGhIjKlMnOpQrStUvWx');
    expect(report.textContent).toContain('Report a problem');
    // Its image is the code of that address (data-url is what the encoder was given). The
    // encoder mock is not asserted here: under Vitest 4 the second of two concurrent dynamic
    // imports of the mocked module received the real one.
    expect(report.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(encoded).toContain('https://maint.example.org/equipment/m-42');
  });

  it('shows no second code to a viewer who may not see the link, nor a way to rotate it', async () => {
    encoded.length = 0;
    renderLabel({ publicUrl: 'https://maint.example.org' });
    await waitFor(() => expect(encoded).toHaveLength(1));
    expect(screen.queryByTestId('equipment-label-report')).toBeNull();
    expect(screen.queryByTestId('equipment-label-rotate')).toBeNull();
  });

  it('rotates the report link once confirmed, and the label then carries the new one', async () => {
    const rotated = {
      request: { query: RotateRequestTokenMutation, variables: { equipmentId: machine.id } },
      result: {
        data: {
          rotateRequestToken: {
            __typename: 'Equipment',
            id: machine.id,
            requestLink: '/report/NewTokenNewTokenNewToken',
          },
        },
      },
    };
    renderLabel({ publicUrl: 'https://maint.example.org' }, '/report/OldTokenOldTokenOldToken', [rotated]);
    const report = await screen.findByTestId('equipment-label-report');
    expect(report.getAttribute('data-url')).toBe('https://maint.example.org/report/OldTokenOldTokenOldToken');
    fireEvent.click(screen.getByTestId('equipment-label-rotate'));
    // The confirmation says what happens to the labels already printed.
    expect((await screen.findByTestId('confirm-dialog')).textContent).toContain('labels already printed');
    fireEvent.click(screen.getByTestId('confirm-ok'));
    await waitFor(() =>
      expect(screen.getByTestId('equipment-label-report').getAttribute('data-url')).toBe(
        'https://maint.example.org/report/NewTokenNewTokenNewToken',
      ),
    );
  });

  it('prints nothing it cannot trust when the address cannot be loaded', async () => {
    encoded.length = 0;
    renderLabel(new Error('offline'));
    expect(await screen.findByText(/could not be loaded/)).toBeTruthy();
    expect(encoded).toEqual([]);
    expect(screen.getByTestId('equipment-label-print').hasAttribute('disabled')).toBe(true);
  });
});
