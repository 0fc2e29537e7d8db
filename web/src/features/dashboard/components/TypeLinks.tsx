import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { filteredWorkOrdersPath, type WorkOrderListLink } from '../../../lib/routing/workOrderLinks';

const TYPES = ['PREVENTIVE', 'CORRECTIVE'] as const;

interface TypeLinksProps {
  counts: readonly { type: string; count: number }[];
  filter: WorkOrderListLink;
  testId: string;
}

/** The work-order lists are one per type: a count of each, linked to its list with the same filter. */
export function TypeLinks({ counts, filter, testId }: TypeLinksProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <span style={{ display: 'flex', flexWrap: 'wrap', gap: `0 ${token.margin}px` }}>
      {TYPES.map((type) => {
        const count = counts.filter((row) => row.type === type).reduce((sum, row) => sum + row.count, 0);
        return (
          <Link key={type} to={filteredWorkOrdersPath(type, filter)} data-testid={`${testId}-${type.toLowerCase()}`}>
            {t(`dashboard.types.${type}`, { count })}
          </Link>
        );
      })}
    </span>
  );
}
