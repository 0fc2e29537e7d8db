import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/dates';
import type { InvitationOffer } from '../api/invitationApi';

/** What the link offers: the farm, the role there, who invited, the address, until when. */
export function InvitationSummary({ offer }: { offer: InvitationOffer }) {
  const { t, i18n } = useTranslation();
  const items = [
    { key: 'farm', label: t('userManagement.accept.farm'), children: offer.farmName },
    { key: 'role', label: t('userManagement.fields.role'), children: t(`userManagement.roles.${offer.role}`) },
    ...(offer.invitedByName
      ? [{ key: 'by', label: t('userManagement.fields.invitedBy'), children: offer.invitedByName }]
      : []),
    { key: 'email', label: t('userManagement.fields.email'), children: offer.email },
    {
      key: 'expires',
      label: t('userManagement.fields.expires'),
      children: formatDateTime(offer.expiresAt, i18n.language),
    },
  ];
  return (
    <Descriptions
      column={1}
      size="small"
      bordered
      items={items.map((item) => ({
        ...item,
        children: <span data-testid={`accept-${item.key}`}>{item.children}</span>,
      }))}
    />
  );
}
