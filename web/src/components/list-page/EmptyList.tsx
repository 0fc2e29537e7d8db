import { Empty } from 'antd';

/** What a list shows when nothing matches its filters. */
export function EmptyList({ description, testId }: { description: string; testId: string }) {
  return <Empty description={description} data-testid={testId} />;
}
