import { useTranslation } from 'react-i18next';
import type { FarmSummary } from '../../lib/farm/farmStore';

/** "Farm: Green Valley Farm" under a page title, or that the user has no farm yet. */
export function FarmSubtitle({ farm }: { farm: FarmSummary | null }) {
  const { t } = useTranslation();
  return (
    <span data-testid="page-farm">{farm ? t('sections.farmContext', { farm: farm.name }) : t('farm.noFarms')}</span>
  );
}
