import { DatePicker, Flex, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { MachineSelect } from '../../../components/machine-select/MachineSelect';
import type { ReportParamsState } from '../hooks/useReportParams';
import { MAX_PERIOD_DAYS, PRESETS, dayKey, isValidPeriod, type PeriodPreset } from '../model/period';
import { CATEGORIES } from '../model/reportParams';

const CUSTOM = 'custom';

/** The period (a preset or days picked on a calendar) and the machine or category filter. */
export function ReportsToolbar({ farmId, state }: { farmId: string; state: ReportParamsState }) {
  const { t } = useTranslation();
  const { choice, today, change } = state;
  // Days the server would refuse cannot be picked: after today, or over 366 days from the first.
  const disabledDate = (day: Dayjs, info?: { from?: Dayjs }) =>
    day.isAfter(today, 'day') ||
    (!!info?.from && Math.abs(day.startOf('day').diff(info.from.startOf('day'), 'day')) >= MAX_PERIOD_DAYS);
  return (
    <Flex wrap gap={8} align="center" className="fm-report-screen-only" data-testid="reports-toolbar">
      <Select<PeriodPreset | typeof CUSTOM>
        aria-label={t('reports.period.label')}
        value={choice.preset ?? CUSTOM}
        onChange={(preset) => preset !== CUSTOM && change({ preset })}
        options={[
          ...PRESETS.map((preset) => ({ value: preset, label: t(`reports.period.${preset}`) })),
          { value: CUSTOM, label: t('reports.period.custom'), disabled: true },
        ]}
        style={{ minWidth: 180 }}
        data-testid="reports-period"
      />
      <DatePicker.RangePicker
        aria-label={t('reports.period.days')}
        allowClear={false}
        value={[dayjs(choice.period.from), dayjs(choice.period.to)]}
        disabledDate={disabledDate}
        onChange={(days) => {
          const [from, to] = days ?? [];
          const period = from && to ? { from: dayKey(from), to: dayKey(to) } : null;
          if (period && isValidPeriod(period, today)) change({ period });
        }}
        data-testid="reports-days"
      />
      <MachineSelect
        farmId={farmId}
        value={choice.machineId}
        onChange={(machineId) => change({ machineId })}
        placeholder={t('reports.filters.machine')}
        testId="reports-machine"
      />
      <Select
        allowClear
        aria-label={t('reports.filters.category')}
        placeholder={t('reports.filters.category')}
        value={choice.category ?? undefined}
        onChange={(category) => change({ category: category ?? null })}
        options={CATEGORIES.map((value) => ({ value, label: t(`equipment.category.${value}`) }))}
        style={{ minWidth: 180 }}
        data-testid="reports-category"
      />
    </Flex>
  );
}
