import { ArrowLeftOutlined, ArrowRightOutlined } from '@ant-design/icons';
import { Result, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { getFragmentData } from '../../../gql';
import { useActiveFarm } from '../../../lib/farm/farmStore';
import { useInventoryPermissions } from '../api/useInventoryPermissions';
import { useSparePart } from '../api/useSparePart';
import { CompatibleMachines } from '../components/CompatibleMachines';
import { LoadError } from '../components/LoadError';
import { MovementLedger } from '../components/MovementLedger';
import { PageFrame } from '../components/PageFrame';
import { PageHeading } from '../components/PageHeading';
import { PartFields } from '../components/PartFields';
import { PartFormDrawer } from '../components/PartFormDrawer';
import { MovementLedger_part } from '../components/movementLedgerFragment';
import { PartSummary_part } from '../components/partSummaryFragment';
import { StockActions } from '../components/StockActions';
import { toFormValues } from '../lib/toFormValues';

/** /inventory/:id: the part, the machines it fits, its ledger and the stock actions. */
export function PartDetailPage() {
  const { id = '' } = useParams();
  const { t, i18n } = useTranslation();
  const farm = useActiveFarm();
  const permissions = useInventoryPermissions();
  const [editing, setEditing] = useState(false);
  const { data, loading, error, refetch } = useSparePart(id);
  const part = data?.sparePart ? getFragmentData(PartSummary_part, data.sparePart) : null;
  const ledger = data?.sparePart ? getFragmentData(MovementLedger_part, data.sparePart) : null;
  const back = (
    <Link to="/inventory" data-testid="back-to-list">
      {i18n.dir() === 'rtl' ? <ArrowRightOutlined /> : <ArrowLeftOutlined />} {t('inventory.backToList')}
    </Link>
  );

  let body;
  if (part && ledger) {
    body = (
      <>
        <PageHeading
          extra={<StockActions partId={part.id} permissions={permissions} onEdit={() => setEditing(true)} />}
        >
          {part.name}
        </PageHeading>
        <PartFields part={part} />
        <CompatibleMachines machines={part.compatibleEquipment} />
        <MovementLedger movements={ledger.movements} unit={part.unit} />
        {editing && farm && (
          <PartFormDrawer
            farmId={farm.id}
            part={{ id: part.id, initial: toFormValues(part) }}
            onClose={() => setEditing(false)}
          />
        )}
      </>
    );
  } else if (loading) body = <Skeleton active />;
  else if (error && !/not found/i.test(error.message)) body = <LoadError onRetry={() => void refetch()} />;
  else body = <Result status="404" title={t('inventory.notFound')} data-testid="part-not-found" />;

  return (
    <PageFrame testId="inventory-part">
      {back}
      {body}
    </PageFrame>
  );
}
