import { Card, Empty, Flex, Spin, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PartsList_PartFragment } from '../../../gql/graphql';
import { formatMoney } from '../lib/formatStock';
import { LowStockTag } from './LowStockTag';
import { QuantityText } from './QuantityText';

/** The list on phones (below 600 px): one card a part, the same fields as the table's key columns. */
export function PartCards({ parts, loading }: { parts: PartsList_PartFragment[]; loading: boolean }) {
  const { t, i18n } = useTranslation();
  const { token } = theme.useToken();
  if (!loading && parts.length === 0) return <Empty description={t('inventory.empty')} />;
  return (
    <Spin spinning={loading}>
      <Flex vertical gap="small" data-testid="parts-cards">
        {parts.map((part) => (
          <Link key={part.id} to={`/inventory/${part.id}`} style={{ color: 'inherit' }}>
            <Card
              size="small"
              data-testid="part-row"
              data-low-stock={String(part.lowStock)}
              style={
                part.lowStock ? { background: token.colorWarningBg, borderColor: token.colorWarningBorder } : undefined
              }
              title={`${part.partNumber} — ${part.name}`}
              extra={part.lowStock && <LowStockTag />}
            >
              <Flex justify="space-between" wrap gap="small">
                <QuantityText value={part.quantityOnHand} unit={part.unit} />
                <span>
                  {t('inventory.fields.stockValue')}: {formatMoney(part.stockValue, i18n.language)}
                </span>
              </Flex>
            </Card>
          </Link>
        ))}
      </Flex>
    </Spin>
  );
}
