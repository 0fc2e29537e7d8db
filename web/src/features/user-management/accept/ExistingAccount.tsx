import { Alert, Button, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { endSession, getStoredUser, isSignedIn } from '../../../lib/auth/session';

interface ExistingAccountProps {
  /** The invited address, which has an account. */
  email: string;
  busy: boolean;
  onAccept: () => void;
}

/**
 * An invitation to an address that has an account: its owner signs in (and comes back here),
 * then accepts with one click. Signed in as someone else, they sign out first.
 */
export function ExistingAccount({ email, busy, onAccept }: ExistingAccountProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  // Signing out re-renders the page (the session lives outside React).
  const [, setSignedOut] = useState(false);
  const signedInAs = isSignedIn() ? getStoredUser()?.email : undefined;

  if (signedInAs && signedInAs.toLowerCase() === email.toLowerCase())
    return (
      <Button type="primary" block loading={busy} onClick={onAccept} data-testid="accept-join">
        {t('userManagement.accept.join')}
      </Button>
    );
  if (signedInAs)
    return (
      <Flex vertical gap={12}>
        <Alert
          type="warning"
          showIcon
          title={t('userManagement.accept.otherAccount', { current: signedInAs, email })}
        />
        <Button
          block
          onClick={() => {
            endSession();
            setSignedOut(true);
          }}
          data-testid="accept-sign-out"
        >
          {t('userManagement.accept.signOut')}
        </Button>
      </Flex>
    );
  return (
    <Flex vertical gap={12}>
      <Alert type="info" showIcon title={t('userManagement.accept.hasAccount', { email })} />
      <Button
        type="primary"
        block
        onClick={() => void navigate(`/sign-in?redirectURL=${encodeURIComponent(pathname + search)}`)}
        data-testid="accept-sign-in"
      >
        {t('userManagement.accept.signIn')}
      </Button>
    </Flex>
  );
}
