import { DeleteOutlined, EditOutlined, PauseCircleOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { Button, Flex, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlanCard_PlanFragment as Plan } from '../../__generated__/graphql';
import { usePlanCommands } from './usePlanCommands';

interface PlanActionsProps {
  plan: Plan;
  onEdit: (plan: Plan) => void;
  /** Icons with their words on hover (a table row); otherwise buttons with words (a card). */
  compact?: boolean;
}

/** A manager's actions on a plan: edit (the page's drawer), pause or resume, delete. */
export function PlanActions({ plan, onEdit, compact }: PlanActionsProps) {
  const { t } = useTranslation();
  const commands = usePlanCommands();
  const action = (name: string, icon: ReactNode, onClick: () => void, danger = false) => {
    const label = t(`plans.actions.${name}`);
    const button = (
      <Button
        size="small"
        danger={danger}
        icon={icon}
        onClick={onClick}
        aria-label={compact ? label : undefined}
        data-testid={`plan-${name}`}
      >
        {!compact && label}
      </Button>
    );
    return compact ? (
      <Tooltip key={name} title={label}>
        {button}
      </Tooltip>
    ) : (
      <span key={name}>{button}</span>
    );
  };
  return (
    <Flex gap={4} wrap>
      {action('edit', <EditOutlined />, () => onEdit(plan))}
      {plan.active
        ? action('pause', <PauseCircleOutlined />, () => void commands.setActive(plan, false))
        : action('resume', <PlayCircleOutlined />, () => void commands.setActive(plan, true))}
      {action('delete', <DeleteOutlined />, () => void commands.remove(plan), true)}
    </Flex>
  );
}
