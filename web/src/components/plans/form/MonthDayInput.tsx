import { Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format/useFormat';

// 29 February is a day of the season too (the server moves it to 1 March in other years).
const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const pad = (value: number) => String(value).padStart(2, '0');

interface MonthDayInputProps {
  /** 'MM-DD', a day of every year. */
  value?: string | null;
  onChange?: (value: string | null) => void;
  id?: string;
  testId: string;
}

/** A day of the year without a year (a season's end): a month, then its day (the 1st until chosen). */
export function MonthDayInput({ value, onChange, id, testId }: MonthDayInputProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const number = new Intl.NumberFormat(format.locale);
  const [month, day] = value ? value.split('-').map(Number) : [undefined, undefined];
  const emit = (nextMonth: number | undefined, nextDay: number) =>
    onChange?.(nextMonth ? `${pad(nextMonth)}-${pad(Math.min(nextDay, DAYS_IN_MONTH[nextMonth - 1]))}` : null);
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Select<number>
        id={id}
        allowClear
        value={month}
        placeholder={t('plans.form.month')}
        aria-label={t('plans.form.month')}
        onChange={(next) => emit(next, day ?? 1)}
        options={DAYS_IN_MONTH.map((_, index) => ({ value: index + 1, label: format.month(index) }))}
        style={{ flex: 2 }}
        data-testid={`${testId}-month`}
      />
      <Select<number>
        value={day}
        disabled={!month}
        placeholder={t('plans.form.day')}
        aria-label={t('plans.form.day')}
        onChange={(next) => emit(month, next)}
        options={Array.from({ length: month ? DAYS_IN_MONTH[month - 1] : 0 }, (_, index) => ({
          value: index + 1,
          label: number.format(index + 1),
        }))}
        style={{ flex: 1 }}
        data-testid={`${testId}-day`}
      />
    </Space.Compact>
  );
}
