import { Flex, theme } from 'antd';
import type { ReactNode } from 'react';

/** The padded column every inventory page sits in, with the shell's page test id. */
export function PageFrame({ testId, children }: { testId: string; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <Flex vertical gap="middle" style={{ padding: 24, color: token.colorText }} data-testid={`page-${testId}`}>
      {children}
    </Flex>
  );
}
