import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { FarmPage } from '../../../components/list-page/FarmPage';
import { UserManagement } from '../components/UserManagement';

/** /user-management: the active farm's people (users.manage there, or an admin). */
export function UserManagementPage() {
  const { t } = useTranslation();
  return (
    <FarmPage testId="page-user-management" title={t('sections.titles.user-management')}>
      {(farm) => (
        // antd's App lets the page's controls show the server's refusals with App.useApp().
        <App component={false}>
          <UserManagement farm={farm} />
        </App>
      )}
    </FarmPage>
  );
}
