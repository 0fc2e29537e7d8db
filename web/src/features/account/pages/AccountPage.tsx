import { Flex, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/list-page/LoadError';
import { PageFrame } from '../../../components/list-page/PageFrame';
import { PageHeading } from '../../../components/list-page/PageHeading';
import { useAccount } from '../api/useAccount';
import { MyFarms } from '../components/MyFarms';
import { PasswordForm } from '../components/PasswordForm';
import { ProfileForm } from '../components/ProfileForm';

/** /account: one's own name, picture and password, and one's role on each farm (read only). */
export function AccountPage() {
  const { t } = useTranslation();
  const { data, error, refetch } = useAccount();
  return (
    <PageFrame testId="page-account">
      <PageHeading title={t('account.title')} subtitle={data?.me.email} />
      {!data && error && (
        <LoadError title={t('account.loadError')} onRetry={() => void refetch()} testId="account-load-error" />
      )}
      {!data && !error && <Skeleton active />}
      {data && (
        <Flex vertical gap={16} style={{ width: '100%', maxWidth: 720 }}>
          <ProfileForm key={data.me.id} me={data.me} />
          <MyFarms email={data.me.email} admin={data.me.roles.includes('admin')} farms={data.farms} />
          <PasswordForm />
        </Flex>
      )}
    </PageFrame>
  );
}
