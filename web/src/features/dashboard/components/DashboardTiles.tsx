import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DashboardQuery } from '../../../__generated__/graphql';
import { canIn } from '../../../lib/auth/useCan';
import type { FarmSummary } from '../../../lib/farm/farmStore';
import { formatMoney } from '../../../lib/format/formatMoney';
import { useFormat } from '../../../lib/format/useFormat';
import { Rows } from './Panel';
import { Tile } from './Tile';
import { TypeLinks } from './TypeLinks';

const OPEN = ['OPEN', 'IN_PROGRESS', 'ON_HOLD'];
const PRIORITIES = ['URGENT', 'HIGH', 'MEDIUM', 'LOW'] as const;
const total = (rows: readonly { count: number }[]) => rows.reduce((sum, row) => sum + row.count, 0);

type Dashboard = DashboardQuery['dashboard'];

/**
 * The figures; each links to the list it counts. A grid of as many columns as fit (one on a
 * phone, four on a wide screen), in plain markup so the tiles load light (Panel says why).
 */
export function DashboardTiles({ dashboard, farm }: { dashboard: Dashboard; farm: FarmSummary }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const format = useFormat();
  const inbox = canIn(farm, 'workorders.manage');
  const secondary = { color: token.colorTextSecondary };
  // A row's label at its start and its links or date at its end, wrapping on a narrow tile.
  const spread = {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    alignItems: 'baseline',
    gap: `0 ${token.margin}px`,
  } as const;
  return (
    <div
      style={{
        display: 'grid',
        gap: token.margin,
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))',
      }}
    >
      <Tile title={t('dashboard.tiles.open')} value={total(dashboard.openByPriority)} testId="tile-open">
        <Rows
          items={PRIORITIES}
          rowKey={(priority) => priority}
          rowTestId={(priority) => `tile-open-${priority.toLowerCase()}`}
        >
          {(priority) => {
            const rows = dashboard.openByPriority.filter((row) => row.priority === priority);
            return (
              <div style={spread}>
                <strong style={{ fontWeight: token.fontWeightStrong }}>
                  {t(`dashboard.priorities.${priority}`)} · {total(rows)}
                </strong>
                <TypeLinks
                  counts={rows}
                  filter={{ status: OPEN, priority: [priority] }}
                  testId={`tile-open-${priority.toLowerCase()}`}
                />
              </div>
            );
          }}
        </Rows>
      </Tile>
      <div style={{ display: 'flex', flexDirection: 'column', gap: token.margin }}>
        <Tile title={t('dashboard.tiles.overdue')} value={total(dashboard.overdue)} testId="tile-overdue" danger>
          <TypeLinks counts={dashboard.overdue} filter={{ quick: 'overdue' }} testId="tile-overdue" />
        </Tile>
        {/* No link: the lists cannot filter by completion date. */}
        <Tile
          title={t('dashboard.tiles.completed')}
          value={total(dashboard.completedThisMonth)}
          testId="tile-completed"
        >
          <span style={secondary}>{t('dashboard.tiles.completedHint')}</span>
        </Tile>
      </div>
      <Tile
        title={t('dashboard.tiles.down')}
        value={dashboard.machinesDown.length}
        to="/equipment?quick=down"
        testId="tile-down"
        danger
      >
        <Rows items={dashboard.machinesDown} rowKey={(row) => row.equipment.id}>
          {(row) => (
            <div style={spread}>
              <Link to={`/equipment/${row.equipment.id}`}>
                <bdi>{row.equipment.code}</bdi> · {row.equipment.name}
              </Link>
              {row.since && (
                <span style={secondary}>{t('dashboard.tiles.since', { when: format.relative(row.since) })}</span>
              )}
            </div>
          )}
        </Rows>
      </Tile>
      <Tile
        title={t('dashboard.tiles.pending')}
        value={dashboard.pendingRequests}
        to={inbox ? '/work-orders/requests?status=PENDING' : undefined}
        testId="tile-pending"
      />
      <Tile
        title={t('dashboard.tiles.plansDueSoon')}
        value={dashboard.plansDueSoon}
        to="/work-orders/preventive/plans?state=dueSoon"
        testId="tile-plans-due"
      />
      <Tile
        title={t('dashboard.tiles.lowStock')}
        value={dashboard.lowStockParts}
        to="/inventory?lowStock=1"
        testId="tile-low-stock"
      />
      <Tile
        title={t('dashboard.tiles.stockValue')}
        value={formatMoney(dashboard.stockValue, format.locale, dashboard.currency)}
        to="/inventory"
        testId="tile-stock-value"
      />
    </div>
  );
}
