import { Card, Flex, theme } from 'antd';
import type { ReactNode } from 'react';

/** The accept page's frame: one card in the middle of the screen, full width on a phone. */
export function AcceptFrame({ title, children }: { title: ReactNode; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <main
      style={{
        display: 'flex',
        justifyContent: 'center',
        alignItems: 'center',
        minHeight: '100vh',
        padding: token.padding,
        boxSizing: 'border-box',
        background: token.colorBgLayout,
      }}
      data-testid="accept-page"
    >
      <Card title={title} style={{ width: '100%', maxWidth: 460 }}>
        <Flex vertical gap={16}>
          {children}
        </Flex>
      </Card>
    </main>
  );
}
