import { theme } from 'antd';
import type { ReactNode } from 'react';

interface PageHeadingProps {
  title: ReactNode;
  /** Shown under the title, e.g. the farm the page is about. */
  subtitle?: ReactNode;
  /** Buttons at the end of the heading (its start in RTL). */
  actions?: ReactNode;
}

/** The page's h1 with the look and test id every section page shares. */
export function PageHeading({ title, subtitle, actions }: PageHeadingProps) {
  const { token } = theme.useToken();
  return (
    <div
      style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'flex-start', gap: 16 }}
    >
      <div>
        <h1
          style={{ margin: 0, fontSize: token.fontSizeHeading2, fontWeight: token.fontWeightStrong }}
          data-testid="page-title"
        >
          {title}
        </h1>
        {subtitle && <span style={{ color: token.colorTextSecondary }}>{subtitle}</span>}
      </div>
      {actions && <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>{actions}</div>}
    </div>
  );
}
