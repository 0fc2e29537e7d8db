import { ArrowLeftOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import './listPage.css';

/** The way from a record back to its list; the arrow follows the reading direction. */
export function BackLink({ to, testId, children }: { to: string; testId: string; children: ReactNode }) {
  return (
    <Link to={to} data-testid={testId}>
      <ArrowLeftOutlined className="flip-rtl" /> {children}
    </Link>
  );
}
