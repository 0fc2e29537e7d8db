import { Col, List, Row, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DashboardQuery } from '../../../gql/graphql';
import { canIn } from '../../../lib/auth/useCan';
import type { FarmSummary } from '../../../lib/farm/farmStore';
import { formatMoney } from '../../../lib/format/formatMoney';
import { useFormat } from '../../../lib/format/useFormat';
import { Tile } from './Tile';
import { TypeLinks } from './TypeLinks';

const OPEN = ['OPEN', 'IN_PROGRESS', 'ON_HOLD'];
const PRIORITIES = ['URGENT', 'HIGH', 'MEDIUM', 'LOW'] as const;
const total = (rows: readonly { count: number }[]) => rows.reduce((sum, row) => sum + row.count, 0);

type Dashboard = DashboardQuery['dashboard'];

/** The figures; each links to the list it counts (stacked one per row on a phone). */
export function DashboardTiles({ dashboard, farm }: { dashboard: Dashboard; farm: FarmSummary }) {
  const { t } = useTranslation();
  const format = useFormat();
  const inbox = canIn(farm, 'workorders.manage');
  const col = { xs: 24, sm: 12, xl: 8 };
  return (
    <Row gutter={[16, 16]}>
      <Col {...col}>
        <Tile title={t('dashboard.tiles.open')} value={total(dashboard.openByPriority)} testId="tile-open">
          <List
            size="small"
            dataSource={PRIORITIES.map((priority) => ({
              priority,
              rows: dashboard.openByPriority.filter((row) => row.priority === priority),
            }))}
            renderItem={({ priority, rows }) => (
              <List.Item data-testid={`tile-open-${priority.toLowerCase()}`}>
                <Typography.Text strong>
                  {t(`dashboard.priorities.${priority}`)} · {total(rows)}
                </Typography.Text>
                <TypeLinks
                  counts={rows}
                  filter={{ status: OPEN, priority: [priority] }}
                  testId={`tile-open-${priority.toLowerCase()}`}
                />
              </List.Item>
            )}
          />
        </Tile>
      </Col>
      <Col {...col}>
        <Space direction="vertical" style={{ width: '100%' }} size={16}>
          <Tile title={t('dashboard.tiles.overdue')} value={total(dashboard.overdue)} testId="tile-overdue" danger>
            <TypeLinks counts={dashboard.overdue} filter={{ quick: 'overdue' }} testId="tile-overdue" />
          </Tile>
          {/* No link: the lists cannot filter by completion date. */}
          <Tile
            title={t('dashboard.tiles.completed')}
            value={total(dashboard.completedThisMonth)}
            testId="tile-completed"
          >
            <Typography.Text type="secondary">{t('dashboard.tiles.completedHint')}</Typography.Text>
          </Tile>
        </Space>
      </Col>
      <Col {...col}>
        <Tile
          title={t('dashboard.tiles.down')}
          value={dashboard.machinesDown.length}
          to="/equipment?quick=down"
          testId="tile-down"
          danger
        >
          <List
            size="small"
            dataSource={[...dashboard.machinesDown]}
            renderItem={(row) => (
              <List.Item>
                <Link to={`/equipment/${row.equipment.id}`}>
                  <bdi>{row.equipment.code}</bdi> · {row.equipment.name}
                </Link>
                {row.since && (
                  <Typography.Text type="secondary">
                    {t('dashboard.tiles.since', { when: format.relative(row.since) })}
                  </Typography.Text>
                )}
              </List.Item>
            )}
          />
        </Tile>
      </Col>
      <Col {...col}>
        <Tile
          title={t('dashboard.tiles.pending')}
          value={dashboard.pendingRequests}
          to={inbox ? '/work-orders/requests?status=PENDING' : undefined}
          testId="tile-pending"
        />
      </Col>
      <Col {...col}>
        <Tile
          title={t('dashboard.tiles.lowStock')}
          value={dashboard.lowStockParts}
          to="/inventory?lowStock=1"
          testId="tile-low-stock"
        />
      </Col>
      <Col {...col}>
        <Tile
          title={t('dashboard.tiles.stockValue')}
          value={formatMoney(dashboard.stockValue, format.locale, dashboard.currency)}
          to="/inventory"
          testId="tile-stock-value"
        />
      </Col>
    </Row>
  );
}
