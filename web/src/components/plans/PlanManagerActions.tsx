import { PlusOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlanCard_PlanFragment as Plan } from '../../__generated__/graphql';
import { useSchedulerRun } from './useSchedulerRun';

/** What a plans view manages: the scheduler run of the farm and the plan being edited ('new' for a new one). */
export function usePlanManager(farmId: string) {
  const scheduler = useSchedulerRun(farmId);
  const [editing, setEditing] = useState<Plan | 'new' | null>(null);
  return { scheduler, editing, setEditing };
}

/** A manager's buttons over a list of plans (a machine's or the farm's): run the scheduler, new plan. */
export function PlanManagerActions({ manager }: { manager: ReturnType<typeof usePlanManager> }) {
  const { t } = useTranslation();
  const { scheduler, setEditing } = manager;
  return (
    <>
      <Button
        icon={<ThunderboltOutlined />}
        loading={scheduler.running}
        onClick={scheduler.run}
        data-testid="plan-run-scheduler"
      >
        {t('plans.scheduler.run')}
      </Button>
      <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="plan-new">
        {t('plans.new')}
      </Button>
    </>
  );
}
