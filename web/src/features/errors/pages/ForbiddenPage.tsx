import { Flex } from 'antd';
import { AntdProvider } from '../../../components/AntdProvider';
import { ForbiddenResult } from '../../../components/ForbiddenResult';

export function ForbiddenPage() {
  return (
    <AntdProvider>
      <Flex justify="center" align="center" style={{ minHeight: '100vh', padding: 16 }}>
        <ForbiddenResult />
      </Flex>
    </AntdProvider>
  );
}
