import { Card, Statistic, theme } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface TileProps {
  title: string;
  value: number | string;
  /** The filtered list the number counts; none when no list can show it. */
  to?: string;
  testId: string;
  danger?: boolean;
  children?: ReactNode;
}

/** One figure of the dashboard; its number links to the list it counts. */
export function Tile({ title, value, to, testId, danger, children }: TileProps) {
  const { token } = theme.useToken();
  const number = (
    <Statistic title={title} value={value} valueStyle={danger && value ? { color: token.colorError } : undefined} />
  );
  return (
    <Card size="small" style={{ height: '100%' }} data-testid={testId}>
      {to ? (
        <Link to={to} data-testid={`${testId}-link`}>
          {number}
        </Link>
      ) : (
        number
      )}
      {children}
    </Card>
  );
}
