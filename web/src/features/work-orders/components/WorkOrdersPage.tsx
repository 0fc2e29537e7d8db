import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { FarmPage } from '../../../components/list-page/FarmPage';
import type { WorkOrderType } from '../../../gql/graphql';
import { WorkOrderList } from './WorkOrderList';

/** The list page of one type of order, for the active farm. */
export function WorkOrdersPage({ type }: { type: WorkOrderType }) {
  const { t } = useTranslation();
  return (
    <FarmPage testId={`page-${type.toLowerCase()}`} title={t(`sections.titles.${type.toLowerCase()}`)}>
      {(farm) => (
        // antd's App lets this feature's forms and buttons show messages with App.useApp().
        <App component={false}>
          <WorkOrderList farm={farm} type={type} />
        </App>
      )}
    </FarmPage>
  );
}
