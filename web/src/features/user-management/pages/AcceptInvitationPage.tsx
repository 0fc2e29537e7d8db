import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AntdProvider } from '../../../components/AntdProvider';
import { AcceptFrame } from '../accept/AcceptFrame';
import { AcceptInvitation } from '../accept/AcceptInvitation';

/**
 * /accept-invitation?farm=…&token=…, the link of an invitation e-mail, for anyone (signed in
 * or not). antd here, unlike the sign-in pages: whoever accepts goes on into the app, which
 * loads the same library next.
 */
export function AcceptInvitationPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const farmId = params.get('farm') ?? '';
  return (
    <AntdProvider>
      <App component={false}>
        {token && farmId ? (
          <AcceptInvitation key={token} token={token} farmId={farmId} />
        ) : (
          <AcceptFrame title={t('userManagement.accept.title')}>
            <span data-testid="accept-error">{t('userManagement.accept.errors.notFound')}</span>
          </AcceptFrame>
        )}
      </App>
    </AntdProvider>
  );
}
