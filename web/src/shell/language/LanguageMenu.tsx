import { CheckOutlined, GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LazyDropdown } from '../../components/LazyDropdown';
import { changeLanguage } from '../../lib/i18n/changeLanguage';
import { BarButton } from '../BarButton';
import { LANGUAGES, isLanguageId } from '../../lib/i18n/languages';

export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const items = LANGUAGES.map(({ id, label }) => ({
    key: id,
    label: <span data-testid={`language-${id}`}>{label}</span>,
    // Every entry keeps the icon's width so the labels stay aligned.
    icon: <CheckOutlined style={{ visibility: id === i18n.language ? 'visible' : 'hidden' }} />,
  }));
  return (
    <LazyDropdown
      menu={{
        items,
        selectedKeys: [i18n.language],
        onClick: ({ key }) => {
          if (isLanguageId(key)) void changeLanguage(key);
        },
      }}
    >
      <BarButton type="text" icon={<GlobalOutlined />} aria-label={t('shell.language')} data-testid="language-menu">
        {i18n.language.toUpperCase()}
      </BarButton>
    </LazyDropdown>
  );
}
