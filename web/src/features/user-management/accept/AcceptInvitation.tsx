import { Alert, Button, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { InvitationOffer } from '../api/invitationApi';
import { AcceptFrame } from './AcceptFrame';
import { acceptErrorText } from './acceptErrorText';
import { ExistingAccount } from './ExistingAccount';
import { InvitationSummary } from './InvitationSummary';
import { NewAccountForm } from './NewAccountForm';
import { useAcceptInvitation } from './useAcceptInvitation';
import { useInvitationOffer } from './useInvitationOffer';

/** The link's invitation: what it offers, then the way to accept it that fits the person. */
export function AcceptInvitation({ token, farmId }: { token: string; farmId: string }) {
  const { t, i18n } = useTranslation();
  const found = useInvitationOffer(token);
  if (found.state === 'loading')
    return (
      <AcceptFrame title={t('userManagement.accept.title')}>
        <Skeleton active />
      </AcceptFrame>
    );
  if (found.state === 'failed')
    return (
      <AcceptFrame title={t('userManagement.accept.title')}>
        <Alert type="error" showIcon title={acceptErrorText(found.error, t, i18n)} data-testid="accept-error" />
        <Button onClick={found.retry}>{t('userManagement.actions.retry')}</Button>
      </AcceptFrame>
    );
  return <Offer token={token} farmId={farmId} offer={found.offer} />;
}

function Offer({ token, farmId, offer }: { token: string; farmId: string; offer: InvitationOffer }) {
  const { t } = useTranslation();
  const { accept, busy, error } = useAcceptInvitation(token, farmId, offer);
  const open = offer.status === 'PENDING';
  return (
    <AcceptFrame title={t('userManagement.accept.titleFarm', { farm: offer.farmName })}>
      <InvitationSummary offer={offer} />
      {!open && (
        <Alert
          type="warning"
          showIcon
          title={t(`userManagement.accept.closed.${offer.status}`)}
          data-testid="accept-closed"
        />
      )}
      {error && <Alert type="error" showIcon title={error} data-testid="accept-error" />}
      {open &&
        (offer.accountExists ? (
          <ExistingAccount email={offer.email} busy={busy} onAccept={() => void accept()} />
        ) : (
          <NewAccountForm busy={busy} onSubmit={(account) => void accept(account)} />
        ))}
      {!open && <Link to="/sign-in">{t('userManagement.accept.toSignIn')}</Link>}
    </AcceptFrame>
  );
}
