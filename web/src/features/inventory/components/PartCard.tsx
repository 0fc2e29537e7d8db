import { Card, Flex, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PartsList_PartFragment } from '../../../__generated__/graphql';
import { useFormat } from '../../../lib/format/useFormat';
import { LowStockTag } from './LowStockTag';
import { QuantityText } from './QuantityText';

/** One part on a phone: the table's key columns, the whole card a link, low stock tinted. */
export function PartCard({ part }: { part: PartsList_PartFragment }) {
  const { t } = useTranslation();
  const { money } = useFormat();
  const { token } = theme.useToken();
  return (
    <Link to={`/inventory/${part.id}`} style={{ color: 'inherit' }}>
      <Card
        size="small"
        data-testid="part-row"
        data-low-stock={String(part.lowStock)}
        style={part.lowStock ? { background: token.colorWarningBg, borderColor: token.colorWarningBorder } : undefined}
        title={`${part.partNumber} — ${part.name}`}
        extra={part.lowStock && <LowStockTag />}
      >
        <Flex justify="space-between" wrap gap="small">
          <QuantityText value={part.quantityOnHand} unit={part.unit} />
          <span>
            {t('inventory.fields.stockValue')}: {money(part.stockValue)}
          </span>
        </Flex>
      </Card>
    </Link>
  );
}
