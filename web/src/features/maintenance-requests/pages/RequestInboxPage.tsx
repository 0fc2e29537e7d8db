import { useTranslation } from 'react-i18next';
import { FarmPage } from '../../../components/list-page/FarmPage';
import { RequestInbox } from '../components/RequestInbox';

/** /work-orders/requests: problems reported through the machines' links, for the farm's managers. */
export function RequestInboxPage() {
  const { t } = useTranslation();
  return (
    <FarmPage testId="page-requests" title={t('maintenanceRequests.inbox.title')}>
      {(farm) => <RequestInbox farm={farm} />}
    </FarmPage>
  );
}
