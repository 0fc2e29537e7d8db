// The PDF buttons: a report's asks the server for the same table, farm, period and filter as
// its CSV, plus the reader's language; a work order's asks for that order in that language.
// Both send the token and the farm, and hand the bytes to the browser under the server's name.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reportFileUrl } from '../../web/src/features/reports/api/downloadReportFile';
import { WorkOrderPdfButton } from '../../web/src/features/work-orders/detail/WorkOrderPdfButton';
import { tokenStore } from '../../web/src/lib/auth/session';

describe('PDF downloads', () => {
  const fetch = vi.fn();
  beforeEach(() => {
    tokenStore.set('token-1');
    fetch.mockResolvedValue(
      new Response(new Uint8Array([0x25, 0x50, 0x44, 0x46]), {
        headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="WO-000012.pdf"' },
      }),
    );
    vi.stubGlobal('fetch', fetch);
    URL.createObjectURL = vi.fn(() => 'blob:pdf');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    tokenStore.set(null);
  });

  it("a report's PDF: the CSV's address with .pdf and the language", () => {
    const request = { name: 'cost-by-month', farmId: 'farm-1', period: { from: '2026-01-01', to: '2026-02-28' } };
    expect(reportFileUrl({ ...request, filter: { category: 'TRACTOR' } }, 'pdf', 'ar')).toBe(
      '/api/reports/cost-by-month.pdf?farmId=farm-1&from=2026-01-01&to=2026-02-28&category=TRACTOR&lang=ar',
    );
    expect(reportFileUrl({ ...request, filter: null }, 'csv')).toBe(
      '/api/reports/cost-by-month.csv?farmId=farm-1&from=2026-01-01&to=2026-02-28',
    );
  });

  it("a work order's PDF, in the reader's language, saved under the server's name", async () => {
    render(
      <App>
        <WorkOrderPdfButton order={{ id: 'wo-1', number: 'WO-000012', farmId: 'farm-1' }} />
      </App>,
    );
    fireEvent.click(screen.getByTestId('wo-pdf'));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/work-orders/wo-1.pdf?lang=en');
    expect(init.headers).toMatchObject({ authorization: 'Bearer token-1', 'x-farm-id': 'farm-1' });
    const blob = vi.mocked(URL.createObjectURL).mock.calls[0][0] as Blob;
    expect(new TextDecoder().decode(await blob.arrayBuffer())).toBe('%PDF');
    expect(screen.getByTestId('wo-pdf').textContent).toBe('PDF');
  });
});
