import { Result, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BackLink } from '../../../components/list-page/BackLink';
import { LoadError } from '../../../components/list-page/LoadError';
import { PageFrame } from '../../../components/list-page/PageFrame';
import { PageHeading } from '../../../components/list-page/PageHeading';
import { getFragmentData } from '../../../__generated__';
import { serverError } from '../../../lib/apollo/serverError';
import { useActiveFarm } from '../../../lib/farm/farmStore';
import { useSparePart } from '../api/useSparePart';
import { CompatibleMachines } from '../components/CompatibleMachines';
import { MovementLedger } from '../components/MovementLedger';
import { PartFields } from '../components/PartFields';
import { PartFormDrawer } from '../components/PartFormDrawer';
import { MovementLedger_part } from '../components/movementLedgerFragment';
import { PartSummary_part } from '../components/partSummaryFragment';
import { PlannedOrders } from '../components/PlannedOrders';
import { StockActions } from '../components/StockActions';
import { toFormValues } from '../lib/toFormValues';

/** /inventory/:id: the part, the machines it fits, the open orders holding it, its ledger and the stock actions. */
export function PartDetailPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const farm = useActiveFarm();
  const [editing, setEditing] = useState(false);
  const { data, loading, error, refetch } = useSparePart(id);
  const found = data?.sparePart;
  const part = found ? getFragmentData(PartSummary_part, found) : null;
  const ledger = found ? getFragmentData(MovementLedger_part, found) : null;

  let body;
  if (found && part && ledger) {
    body = (
      <>
        <PageHeading title={part.name} actions={<StockActions partId={part.id} onEdit={() => setEditing(true)} />} />
        <PartFields part={part} />
        <CompatibleMachines machines={part.compatibleEquipment} />
        <PlannedOrders part={found} />
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
  // A part of a farm the user is not in reads as missing, like a machine: one message.
  else if (error && !['NOT_FOUND', 'FORBIDDEN'].includes(serverError(error).code))
    body = (
      <LoadError
        title={t('inventory.loadFailed')}
        onRetry={() => void refetch()}
        testId="inventory-error"
        retryTestId="inventory-retry"
      />
    );
  else body = <Result status="404" title={t('inventory.notFound')} data-testid="part-not-found" />;

  return (
    <PageFrame testId="page-inventory-part">
      <BackLink to="/inventory" testId="back-to-list">
        {t('inventory.backToList')}
      </BackLink>
      {body}
    </PageFrame>
  );
}
