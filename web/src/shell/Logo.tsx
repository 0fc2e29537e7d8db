import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function Logo({ showName = true }: { showName?: boolean }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <Link
      to="/dashboard"
      data-testid="logo"
      aria-label={t('app.name')}
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 8,
        color: token.colorText,
        fontWeight: 600,
        fontSize: 18,
        whiteSpace: 'nowrap',
        textDecoration: 'none',
      }}
    >
      <img src="/logo.svg" alt="" width={32} height={32} />
      {showName && t('app.name')}
    </Link>
  );
}
