import { Flex, Tag, Tooltip, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { QUICK_FILTERS, type QuickFilter } from '../model/listFilters';

interface QuickFiltersProps {
  value: QuickFilter;
  onChange: (quick: QuickFilter) => void;
}

/** "Mine", "overdue", "urgent open", "waiting for parts": chips that wrap on a phone; a second tap clears one. */
export function QuickFilters({ value, onChange }: QuickFiltersProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  // Outlined, so an unchecked chip still reads as something to tap.
  const outline = { border: `1px solid ${token.colorBorder}`, paddingBlock: 2 };
  return (
    <Flex wrap gap={4} role="group" aria-label={t('workOrders.list.quickLabel')} data-testid="wo-quick">
      {QUICK_FILTERS.filter((quick) => quick !== 'all').map((quick) => {
        const chip = (
          <Tag.CheckableTag
            key={quick}
            checked={value === quick}
            onChange={(checked) => onChange(checked ? quick : 'all')}
            style={value === quick ? undefined : outline}
            data-testid={`wo-quick-${quick}`}
          >
            {t(`workOrders.quick.${quick}`)}
          </Tag.CheckableTag>
        );
        // The schema cannot tell what a held order waits for: say what this chip shows.
        return quick === 'waitingParts' ? (
          <Tooltip key={quick} title={t('workOrders.quick.waitingPartsHint')}>
            {chip}
          </Tooltip>
        ) : (
          chip
        );
      })}
    </Flex>
  );
}
