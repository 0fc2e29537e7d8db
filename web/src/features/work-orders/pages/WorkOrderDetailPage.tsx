import { App } from 'antd';
import { useParams } from 'react-router';
import { PageFrame } from '../../../components/list-page/PageFrame';
import { WorkOrderDetail } from '../detail/WorkOrderDetail';

/** /work-orders/:id: one order with its actions, fields and timeline. */
export function WorkOrderDetailPage() {
  const { id = '' } = useParams();
  return (
    <PageFrame testId="page-work-order">
      {/* antd's App lets the order's actions show messages with App.useApp(). */}
      <App component={false}>
        <WorkOrderDetail key={id} id={id} />
      </App>
    </PageFrame>
  );
}
