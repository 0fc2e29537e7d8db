// The planning workload: a row per technician and a column per week (named by its days), hours against the
// farm's capacity, and a week over capacity in the error colour.
import { render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../web/public/assets/i18n/en/planning.json';
import { WorkloadTable } from '../../web/src/features/planning/components/WorkloadTable';

beforeAll(() => {
  i18next.addResourceBundle('en', 'translation', en, true, true);
});

const week = (id: string, name: string, isoWeek: string, weekStart: string, hours: number) => ({
  technician: { id, name },
  week: isoWeek,
  weekStart,
  estimatedHours: hours,
  capacityHours: 40,
  overCapacity: hours > 40,
});

describe('the workload table', () => {
  it('shows hours against capacity per technician and week, over capacity highlighted', () => {
    render(
      <WorkloadTable
        weeks={[
          week('t', 'Tariq', '2099-W10', '2099-03-02', 45),
          week('t', 'Tariq', '2099-W11', '2099-03-09', 1),
          week('m', 'Maria', '2099-W10', '2099-03-02', 15),
        ]}
      />,
    );
    const table = screen.getByTestId('planning-workload');
    // Each week is named by its days, Monday to Sunday, its ISO week in the tooltip.
    const headers = within(table).getAllByRole('columnheader').slice(1);
    expect(headers.map((header) => header.textContent)).toEqual(['Mar 2 – Mar 8', 'Mar 9 – Mar 15']);
    expect(headers[0].querySelector('bdi')?.getAttribute('title')).toBe('Week 2099-W10, Monday to Sunday');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['Tariq45 h / 40 h1 h / 40 h', 'Maria15 h / 40 h']);
    expect(screen.getAllByTestId('planning-over-capacity').map((cell) => cell.textContent)).toEqual(['45 h / 40 h']);
  });
});
