// The planning workload: a row per technician and a column per ISO week, hours against the
// farm's capacity, and a week over capacity in the error colour.
import { render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../web/public/assets/i18n/en/planning.json';
import { WorkloadTable } from '../../web/src/features/planning/components/WorkloadTable';

beforeAll(() => {
  i18next.addResourceBundle('en', 'translation', en, true, true);
});

const week = (id: string, name: string, isoWeek: string, hours: number) => ({
  technician: { id, name },
  week: isoWeek,
  weekStart: '2099-03-02',
  estimatedHours: hours,
  capacityHours: 40,
  overCapacity: hours > 40,
});

describe('the workload table', () => {
  it('shows hours against capacity per technician and week, over capacity highlighted', () => {
    render(
      <WorkloadTable
        weeks={[
          week('t', 'Tariq', '2099-W10', 45),
          week('t', 'Tariq', '2099-W11', 1),
          week('m', 'Maria', '2099-W10', 15),
        ]}
      />,
    );
    const table = screen.getByTestId('planning-workload');
    expect(within(table).getByText('2099-W10')).toBeTruthy();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['Tariq45 h / 40 h1 h / 40 h', 'Maria15 h / 40 h']);
    expect(screen.getAllByTestId('planning-over-capacity').map((cell) => cell.textContent)).toEqual(['45 h / 40 h']);
  });
});
