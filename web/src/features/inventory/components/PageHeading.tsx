import { theme } from 'antd';
import type { ReactNode } from 'react';

/** The section's h1 with the same look and test id as the shell's other section pages. */
export function PageHeading({ children, extra }: { children: ReactNode; extra?: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12 }}>
      <h1
        style={{ margin: 0, fontSize: token.fontSizeHeading2, fontWeight: token.fontWeightStrong, flex: 1 }}
        data-testid="page-title"
      >
        {children}
      </h1>
      {extra}
    </div>
  );
}
