import { Flex, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { MachineSelect } from '../../../components/machine-select/MachineSelect';
import { PLAN_STATES, type PlanListState } from '../hooks/usePlanListState';

/** Which plans the list shows: all, active or paused, of one machine or all. */
export function PlanFilters({ farmId, list }: { farmId: string; list: PlanListState }) {
  const { t } = useTranslation();
  return (
    <Flex gap={8} wrap align="center">
      <Segmented
        value={list.state}
        onChange={list.setState}
        options={PLAN_STATES.map((value) => ({ value, label: t(`plans.list.states.${value}`) }))}
        data-testid="plans-state-filter"
      />
      <MachineSelect
        farmId={farmId}
        value={list.machineId}
        onChange={list.setMachine}
        placeholder={t('plans.list.allMachines')}
        testId="plans-machine-filter"
      />
    </Flex>
  );
}
