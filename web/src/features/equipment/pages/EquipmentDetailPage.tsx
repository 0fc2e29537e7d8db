import { useParams } from 'react-router';
import { EquipmentDetail } from '../detail/EquipmentDetail';
import { PageFrame } from '../components/PageFrame';

/** /equipment/:id: one machine with its readings, implements, parts and history. */
export function EquipmentDetailPage() {
  const { id = '' } = useParams();
  return (
    <PageFrame testId="page-equipment-detail">
      <EquipmentDetail key={id} id={id} />
    </PageFrame>
  );
}
