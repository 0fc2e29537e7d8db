import { theme } from 'antd';
import type { ReactNode } from 'react';

/**
 * The padded column every section page sits in, with the page's test id. Plain markup and
 * theme tokens only: the section placeholders use it too and must stay light.
 */
export function PageFrame({ testId, children }: { testId: string; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div
      data-testid={testId}
      style={{ display: 'flex', flexDirection: 'column', gap: 16, padding: token.paddingLG, color: token.colorText }}
    >
      {children}
    </div>
  );
}
