import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

interface PersonNameProps {
  name: string;
  email: string;
  /** The viewer's own row. */
  self?: boolean;
  admin?: boolean;
}

/** A person as the lists show them: name, e-mail under it, and whether it is you or an admin. */
export function PersonName({ name, email, self, admin }: PersonNameProps) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={2} align="start">
      <Flex gap={4} wrap align="center">
        <Typography.Text strong data-testid="person-name">
          {name}
        </Typography.Text>
        {self && <Tag data-testid="person-self">{t('userManagement.members.you')}</Tag>}
        {admin && (
          <Tag color="gold" data-testid="person-admin">
            {t('userManagement.members.admin')}
          </Tag>
        )}
      </Flex>
      <Typography.Text type="secondary" copyable={{ text: email }} data-testid="person-email">
        {email}
      </Typography.Text>
    </Flex>
  );
}
