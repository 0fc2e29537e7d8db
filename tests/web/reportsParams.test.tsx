// The reports' period and filters: the presets seen from a known day, the server's limits
// (366 days, not after today) checked before a request, and the choice kept in the URL so
// that a reload or a shared link shows the same reports (the plain page keeping a plain URL).
import { act, render, screen } from '@testing-library/react';
import dayjs from 'dayjs';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useReportParams, type ReportParamsState } from '../../web/src/features/reports/hooks/useReportParams';
import { isValidPeriod, presetOf, presetPeriod } from '../../web/src/features/reports/model/period';
import { readReportParams } from '../../web/src/features/reports/model/reportParams';

const TODAY = dayjs('2026-03-15T10:00:00');
const MACHINE = '0b6f3c1e-8a52-4c1d-9f0e-2d7a6b5c4e3f';

describe('report periods', () => {
  it('reads each preset from today, the last 12 months as twelve whole months to today', () => {
    expect(presetPeriod('thisMonth', TODAY)).toEqual({ from: '2026-03-01', to: '2026-03-15' });
    expect(presetPeriod('lastMonth', TODAY)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(presetPeriod('thisYear', TODAY)).toEqual({ from: '2026-01-01', to: '2026-03-15' });
    expect(presetPeriod('last12Months', TODAY)).toEqual({ from: '2025-04-01', to: '2026-03-15' });
    // Every preset is a period the server takes, even on the last day of a leap year.
    const leap = dayjs('2028-12-31T23:00:00');
    for (const preset of ['thisMonth', 'lastMonth', 'thisYear', 'last12Months'] as const)
      expect(isValidPeriod(presetPeriod(preset, leap), leap), preset).toBe(true);
  });

  it('refuses what the server would: reversed, over 366 days, after today, not a day', () => {
    expect(isValidPeriod({ from: '2025-03-15', to: '2026-03-15' }, TODAY)).toBe(true);
    expect(isValidPeriod({ from: '2025-03-14', to: '2026-03-15' }, TODAY)).toBe(false);
    expect(isValidPeriod({ from: '2026-03-10', to: '2026-03-01' }, TODAY)).toBe(false);
    expect(isValidPeriod({ from: '2026-03-16', to: '2026-03-20' }, TODAY)).toBe(false);
    expect(isValidPeriod({ from: '2026-02-30', to: '2026-03-01' }, TODAY)).toBe(false);
  });

  it('knows a custom range that equals a preset', () => {
    expect(presetOf({ from: '2026-02-01', to: '2026-02-28' }, TODAY)).toBe('lastMonth');
    expect(presetOf({ from: '2026-02-02', to: '2026-02-28' }, TODAY)).toBeNull();
  });

  it('falls back to the last 12 months on an edited or old link, and drops unknown filters', () => {
    const read = (query: string) => readReportParams(new URLSearchParams(query), TODAY);
    expect(read('')).toMatchObject({ preset: 'last12Months', period: { from: '2025-04-01' } });
    expect(read('from=2024-01-01&to=2026-03-01')).toMatchObject({ preset: 'last12Months' });
    expect(read('period=yesterday')).toMatchObject({ preset: 'last12Months' });
    expect(read(`from=2026-01-05&to=2026-02-10&machine=${MACHINE}&category=TRACTOR`)).toEqual({
      preset: null,
      period: { from: '2026-01-05', to: '2026-02-10' },
      machineId: MACHINE,
      category: 'TRACTOR',
    });
    expect(read('machine=1;drop&category=SPACESHIP')).toMatchObject({ machineId: null, category: null });
  });
});

describe('the reports URL', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(TODAY.toDate());
  });
  afterEach(() => vi.useRealTimers());

  let state: ReportParamsState;
  function Probe() {
    state = useReportParams();
    return <output data-testid="url">{useLocation().search}</output>;
  }
  const show = (url: string) =>
    render(
      <MemoryRouter initialEntries={[url]}>
        <Probe />
      </MemoryRouter>,
    );
  const url = () => screen.getByTestId('url').textContent;

  it('keeps the choice in the URL, only what differs from the defaults', () => {
    show('/reports');
    expect(state.choice.period).toEqual({ from: '2025-04-01', to: '2026-03-15' });
    expect(state.filter).toBeNull();

    act(() => state.change({ preset: 'lastMonth' }));
    expect(url()).toBe('?period=lastMonth');
    act(() => state.change({ machineId: MACHINE }));
    act(() => state.change({ category: 'SPRAYER' }));
    expect(url()).toBe(`?period=lastMonth&machine=${MACHINE}&category=SPRAYER`);
    expect(state.filter).toEqual({ equipmentId: MACHINE, category: 'SPRAYER' });

    act(() => state.change({ period: { from: '2026-01-10', to: '2026-01-20' } }));
    expect(url()).toBe(`?from=2026-01-10&to=2026-01-20&machine=${MACHINE}&category=SPRAYER`);
    expect(state.choice.preset).toBeNull();

    act(() => state.change({ preset: 'last12Months' }));
    act(() => state.change({ machineId: null }));
    act(() => state.change({ category: null }));
    expect(url()).toBe('');
  });

  it('opens a shared link on its period and filters', () => {
    show(`/reports?period=thisYear&category=TRACTOR`);
    expect(state.choice).toMatchObject({ preset: 'thisYear', period: { from: '2026-01-01', to: '2026-03-15' } });
    expect(state.filter).toEqual({ category: 'TRACTOR' });
  });
});
