import { Button, Flex, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AntdProvider } from '../../../components/AntdProvider';

export function ForbiddenPage() {
  const { t } = useTranslation();
  return (
    <AntdProvider>
      <Flex justify="center" align="center" style={{ minHeight: '100vh', padding: 16 }}>
        <Result
          status="403"
          title={t('errors.forbiddenTitle')}
          subTitle={t('errors.forbiddenText')}
          extra={
            <Link to="/">
              <Button type="primary">{t('errors.backHome')}</Button>
            </Link>
          }
          data-testid="forbidden"
        />
      </Flex>
    </AntdProvider>
  );
}
