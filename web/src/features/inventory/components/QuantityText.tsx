import { useTranslation } from 'react-i18next';
import type { PartUnit } from '../../../__generated__/graphql';
import { formatQuantity } from '../lib/formatStock';

/** "12.5 L" in the reader's locale, the unit translated. */
export function QuantityText({ value, unit, testId }: { value: number; unit: PartUnit; testId?: string }) {
  const { t, i18n } = useTranslation();
  return (
    <span style={{ whiteSpace: 'nowrap' }} data-testid={testId}>
      {formatQuantity(value, i18n.language)} {t(`inventory.units.${unit}`)}
    </span>
  );
}
