import { App } from 'antd';
import { useParams } from 'react-router';
import { PageFrame } from '../../../components/list-page/PageFrame';
import { EquipmentDetail } from '../detail/EquipmentDetail';

/** /equipment/:id: one machine with its readings, implements, parts and history. */
export function EquipmentDetailPage() {
  const { id = '' } = useParams();
  return (
    <PageFrame testId="page-equipment-detail">
      {/* antd's App lets the machine's actions show messages with App.useApp(). */}
      <App component={false}>
        <EquipmentDetail key={id} id={id} />
      </App>
    </PageFrame>
  );
}
