import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Flex, Segmented, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { MachineSelect } from '../../../components/machine-select/MachineSelect';
import { useWorkOrderAssignees } from '../../../components/people/useWorkOrderAssignees';
import { useFormat } from '../../../lib/format/useFormat';
import type { PlanningState } from '../hooks/usePlanningParams';
import { dayKey, shiftAnchor, type PlanningView } from '../model/calendarRange';
import { MAX_TECHNICIANS, ORDER_TYPES } from '../model/planningParams';

/** The view (month or week), the period with previous / today / next, and the filters. */
export function PlanningToolbar({ farmId, state }: { farmId: string; state: PlanningState }) {
  const { t } = useTranslation();
  const format = useFormat();
  const technicians = useWorkOrderAssignees(farmId);
  const { choice, anchor, range, change } = state;
  const go = (step: -1 | 1) => change({ date: dayKey(shiftAnchor(choice.view, anchor, step)) });
  const period =
    choice.view === 'month'
      ? format.monthYear(anchor.startOf('month').toDate())
      : t('planning.weekOf', { from: format.date(range.from), to: format.date(range.to) });
  return (
    <Flex wrap gap={8} justify="space-between" align="center">
      <Flex wrap gap={8} align="center">
        <Segmented<PlanningView>
          value={choice.view}
          onChange={(view) => change({ view })}
          options={[
            { value: 'month', label: t('planning.view.month') },
            { value: 'week', label: t('planning.view.week') },
          ]}
          data-testid="planning-view"
        />
        {/* Arrows follow the reading direction: "previous" points right in Arabic. */}
        <Button
          icon={<LeftOutlined className="flip-rtl" />}
          aria-label={t('planning.previous')}
          onClick={() => go(-1)}
          data-testid="planning-previous"
        />
        <Button onClick={() => change({ date: '' })}>{t('planning.today')}</Button>
        <Button
          icon={<RightOutlined className="flip-rtl" />}
          aria-label={t('planning.next')}
          onClick={() => go(1)}
          data-testid="planning-next"
        />
        <Typography.Text strong data-testid="planning-period">
          {period}
        </Typography.Text>
      </Flex>
      <Flex wrap gap={8}>
        <Select
          mode="multiple"
          allowClear
          maxCount={MAX_TECHNICIANS}
          maxTagCount="responsive"
          aria-label={t('planning.filters.technicians')}
          placeholder={t('planning.filters.technicians')}
          loading={technicians.loading}
          options={technicians.options}
          optionFilterProp="label"
          value={choice.technicianIds}
          onChange={(technicianIds) => change({ technicianIds })}
          style={{ minWidth: 200 }}
          data-testid="planning-technician-filter"
        />
        <MachineSelect
          farmId={farmId}
          value={choice.machineId}
          onChange={(machineId) => change({ machineId })}
          placeholder={t('planning.filters.machine')}
          testId="planning-machine-filter"
        />
        <Select
          mode="multiple"
          allowClear
          aria-label={t('planning.filters.type')}
          placeholder={t('planning.filters.type')}
          value={choice.types}
          onChange={(types) => change({ types })}
          options={ORDER_TYPES.map((value) => ({ value, label: t(`planning.types.${value}`) }))}
          style={{ minWidth: 160 }}
          data-testid="planning-type-filter"
        />
      </Flex>
    </Flex>
  );
}
