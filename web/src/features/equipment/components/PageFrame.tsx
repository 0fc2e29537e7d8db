import { App, theme } from 'antd';
import type { ReactNode } from 'react';
import './equipment.css';

/**
 * The equipment pages' frame: padding from the theme and antd's App context, so that
 * components below can show messages with App.useApp() (the shell provides no App).
 */
export function PageFrame({ testId, children }: { testId: string; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <App component={false}>
      <div
        data-testid={testId}
        style={{ display: 'flex', flexDirection: 'column', gap: 16, padding: token.paddingLG, color: token.colorText }}
      >
        {children}
      </div>
    </App>
  );
}
