import { Flex, theme } from 'antd';
import type { ReactNode } from 'react';

interface PageHeadingProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Buttons shown at the end of the heading (start in RTL). */
  actions?: ReactNode;
}

export function PageHeading({ title, subtitle, actions }: PageHeadingProps) {
  const { token } = theme.useToken();
  return (
    <Flex justify="space-between" align="flex-start" gap={16} wrap>
      <div>
        <h1
          style={{ margin: 0, fontSize: token.fontSizeHeading2, fontWeight: token.fontWeightStrong }}
          data-testid="page-title"
        >
          {title}
        </h1>
        {subtitle && <span style={{ color: token.colorTextSecondary }}>{subtitle}</span>}
      </div>
      {actions && (
        <Flex gap={8} wrap>
          {actions}
        </Flex>
      )}
    </Flex>
  );
}
