import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PRIORITIES, TYPE_COLOURS, usePriorityColours } from '../hooks/useOrderColours';
import { ORDER_TYPES } from '../model/planningParams';

/** What the colours mean: the chip's colour is the type, its start border the priority; dashed is a forecast. */
export function PlanningLegend() {
  const { t } = useTranslation();
  const priority = usePriorityColours();
  const swatch = { margin: 0, borderInlineStartWidth: 4 };
  return (
    <Flex
      wrap
      gap={8}
      align="center"
      data-testid="planning-legend"
      role="group"
      aria-label={t('planning.legend.title')}
    >
      <Typography.Text type="secondary">{t('planning.legend.type')}</Typography.Text>
      {ORDER_TYPES.map((type) => (
        <Tag key={type} color={TYPE_COLOURS[type]} style={{ margin: 0 }}>
          {t(`planning.types.${type}`)}
        </Tag>
      ))}
      <Typography.Text type="secondary">{t('planning.legend.priority')}</Typography.Text>
      {PRIORITIES.map((level) => (
        <Tag key={level} style={{ ...swatch, borderInlineStartColor: priority[level] }}>
          {t(`planning.priorities.${level}`)}
        </Tag>
      ))}
      <Tag
        variant="outlined"
        style={{ ...swatch, borderInlineStartWidth: 1, borderStyle: 'dashed', background: 'transparent' }}
      >
        {t('planning.legend.forecast')}
      </Tag>
    </Flex>
  );
}
