import { theme } from 'antd';
import { useTranslation } from 'react-i18next';

export function AppFooter() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <footer style={{ textAlign: 'center', padding: 16, color: token.colorTextSecondary }} data-testid="footer">
      {t('footer.copyright', { year: new Date().getFullYear() })}
    </footer>
  );
}
