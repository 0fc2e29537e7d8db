// One report as a manager reads it: the cost's headline figures, its chart fed with the
// numbers of its table, a view per grouping, the definition a click away, and the CSV of the
// shown view fetched from the server's route for the page's farm, period and filter.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChartSpec } from '../../web/src/features/reports/charts/chartOption';
import { useReportFormat } from '../../web/src/features/reports/hooks/useReportFormat';
import { ReportScopeContext } from '../../web/src/features/reports/hooks/useReportScope';
import { CostSection, CostSection_report } from '../../web/src/features/reports/sections/CostSection';
import { makeFragmentData } from '../../web/src/__generated__';
import { tokenStore } from '../../web/src/lib/auth/session';

// The chart as text: what echarts would be asked to draw (jsdom has no canvas).
vi.mock('../../web/src/features/reports/charts/ReportChart', () => ({
  ReportChart: ({ spec, testId }: { spec: ChartSpec; testId: string }) => (
    <div data-testid={testId}>
      {spec.categories.join(',')}|{spec.series.map((series) => `${series.name}=${series.data.join(',')}`).join('|')}
    </div>
  ),
}));

const machine = { id: 'm-1', code: 'TR-01', name: 'John Deere 6155R' };
const REPORT = makeFragmentData(
  {
    parts: 300,
    labour: 1200.5,
    total: 1500.5,
    labourHours: 24.5,
    byMonth: [
      { month: '2026-01', parts: 0, labour: 0, total: 0, labourHours: 0 },
      { month: '2026-02', parts: 300, labour: 1200.5, total: 1500.5, labourHours: 24.5 },
    ],
    byMachine: [
      {
        equipment: machine,
        parts: 300,
        labour: 1200.5,
        total: 1500.5,
        labourHours: 24.5,
        purchaseCost: 60020,
        shareOfPurchaseCost: 0.025,
      },
    ],
    byCategory: [{ category: 'TRACTOR', parts: 300, labour: 1200.5, total: 1500.5, labourHours: 24.5 }],
  },
  CostSection_report,
);
const SCOPE = {
  farmId: 'farm-1',
  period: { from: '2026-01-01', to: '2026-02-28' },
  filter: { category: 'TRACTOR' as const },
};

function Cost() {
  return <CostSection report={REPORT} format={useReportFormat('EUR')} />;
}

function show() {
  render(
    <MemoryRouter>
      <App>
        <ReportScopeContext.Provider value={SCOPE}>
          <Cost />
        </ReportScopeContext.Provider>
      </App>
    </MemoryRouter>,
  );
}

const rows = (testId: string) =>
  within(screen.getByTestId(testId))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));

describe('the cost report', () => {
  const fetch = vi.fn();
  beforeEach(() => {
    tokenStore.set('token-1');
    fetch.mockResolvedValue(
      new Response('\uFEFFMonth,Parts\r\n2026-02,300\r\n', {
        headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="cost-by-month-x.csv"' },
      }),
    );
    vi.stubGlobal('fetch', fetch);
    URL.createObjectURL = vi.fn(() => 'blob:csv');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    tokenStore.set(null);
  });

  it('shows the figures, and each month in the chart and the table', async () => {
    show();
    const figures = screen.getByTestId('report-cost-figures');
    expect(within(figures).getByTestId('report-cost-figures-total').textContent).toBe('Total cost€1,500.50');
    expect(within(figures).getByTestId('report-cost-figures-labourHours').textContent).toContain('24.5 h');
    expect(rows('report-cost-month-table')).toEqual([
      ['January 2026', '€0.00', '€0.00', '€0.00', '0 h'],
      ['February 2026', '€300.00', '€1,200.50', '€1,500.50', '24.5 h'],
    ]);
    expect((await screen.findByTestId('report-cost-month-chart')).textContent).toBe(
      '2026-01,2026-02|Parts=0,300|Labour=0,1200.5',
    );
  });

  it('shows a machine against its purchase cost, and the category by its name', async () => {
    show();
    fireEvent.click(screen.getByText('By machine'));
    expect(rows('report-cost-machine-table')).toEqual([
      ['TR-01 · John Deere 6155R', '€300.00', '€1,200.50', '€1,500.50', '24.5 h', '€60,020.00', '2.5%'],
    ]);
    expect(screen.getByText('TR-01').closest('a')?.getAttribute('href')).toBe('/equipment/m-1');
    fireEvent.click(screen.getByText('By category'));
    expect(rows('report-cost-category-table')[0][0]).toBe('Tractor');
  });

  it('states its definition on request', async () => {
    show();
    fireEvent.click(screen.getByTestId('report-cost-help'));
    const popover = await waitFor(() => {
      const element = document.querySelector<HTMLElement>('.ant-popover');
      expect(element).not.toBeNull();
      return element as HTMLElement;
    });
    expect(within(popover).getByText(/Cost = parts \+ labour/)).toBeTruthy();
  });

  it("downloads the shown view's CSV for the page's farm, period and filter, with the token", async () => {
    show();
    fireEvent.click(screen.getByTestId('report-csv-cost-by-month'));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/reports/cost-by-month.csv?farmId=farm-1&from=2026-01-01&to=2026-02-28&category=TRACTOR');
    expect(init.headers).toMatchObject({ authorization: 'Bearer token-1', 'x-farm-id': 'farm-1' });
    // The file keeps the byte-order mark that Excel needs for accents and Arabic.
    const blob = vi.mocked(URL.createObjectURL).mock.calls[0][0] as Blob;
    expect(new Uint8Array(await blob.arrayBuffer()).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));

    fireEvent.click(screen.getByText('By machine'));
    expect(screen.getByTestId('report-csv-cost-by-machine')).toBeTruthy();
    expect(screen.queryByTestId('report-csv-cost-by-month')).toBeNull();
  });
});
