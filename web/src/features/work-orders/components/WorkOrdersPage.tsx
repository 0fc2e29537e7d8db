import { App } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FarmPage } from '../../../components/list-page/FarmPage';
import type { WorkOrderType } from '../../../__generated__/graphql';
import { WorkOrderList } from './WorkOrderList';

/** The list page of one type of order, for the active farm; `views` switches to a sibling page (the plans). */
export function WorkOrdersPage({ type, views }: { type: WorkOrderType; views?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <FarmPage testId={`page-${type.toLowerCase()}`} title={t(`sections.titles.${type.toLowerCase()}`)}>
      {(farm) => (
        // antd's App lets this feature's forms and buttons show messages with App.useApp().
        <App component={false}>
          <WorkOrderList farm={farm} type={type} views={views} />
        </App>
      )}
    </FarmPage>
  );
}
