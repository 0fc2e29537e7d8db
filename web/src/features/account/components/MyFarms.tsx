import { Card, Descriptions, Empty, Flex, Tag, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { graphql, type FragmentType, getFragmentData } from '../../../__generated__';

export const MyFarms_farm = graphql(`
  fragment MyFarms_farm on Farm {
    id
    name
    reference
    viewerRole
  }
`);

interface MyFarmsProps {
  email: string;
  admin: boolean;
  farms: readonly FragmentType<typeof MyFarms_farm>[];
}

/** Who one is (e-mail) and one's role on each farm: read only, a farm's managers change it. */
export function MyFarms({ email, admin, farms }: MyFarmsProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const memberOf = getFragmentData(MyFarms_farm, farms).filter((farm) => farm.viewerRole);
  const items = [
    {
      key: 'email',
      label: t('account.farms.email'),
      children: (
        <span data-testid="account-email" style={{ overflowWrap: 'anywhere' }}>
          {email}
        </span>
      ),
    },
  ];
  if (admin)
    items.push({
      key: 'admin',
      label: t('account.farms.admin'),
      children: <Tag color="gold">{t('account.farms.adminAll')}</Tag>,
    });

  return (
    <Card title={t('account.farms.title')}>
      <Flex vertical gap={16}>
        <Descriptions column={1} size="small" items={items} />
        {memberOf.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('account.farms.none')} />}
        {memberOf.map((farm) => (
          <Flex
            key={farm.id}
            justify="space-between"
            align="center"
            gap={8}
            wrap
            style={{ paddingBlockEnd: token.paddingXS, borderBlockEnd: `1px solid ${token.colorSplit}` }}
            data-testid="account-farm"
            data-farm={farm.id}
          >
            <span>
              {farm.name} <Tag>{farm.reference}</Tag>
            </span>
            <Tag color="blue" data-testid="account-role">
              {t(`account.roles.${farm.viewerRole}`)}
            </Tag>
          </Flex>
        ))}
        <Typography.Text type="secondary">{t('account.farms.roleHint')}</Typography.Text>
      </Flex>
    </Card>
  );
}
