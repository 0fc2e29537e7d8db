import { InboxOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useActiveFarm } from '../lib/farm/farmStore';

interface SectionPageProps {
  /** Translation key of the section title, the same as its navigation entry. */
  titleKey: string;
  testId: string;
}

/** A section's page frame: title, the farm it shows, and (until the section is built) an empty state. */
export function SectionPage({ titleKey, testId }: SectionPageProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const farm = useActiveFarm();
  return (
    <div data-testid={`page-${testId}`} style={{ display: 'flex', flexDirection: 'column', gap: 16, padding: 24, color: token.colorText }}>
      <div>
        <h1 style={{ margin: 0, fontSize: token.fontSizeHeading2, fontWeight: token.fontWeightStrong }} data-testid="page-title">
          {t(titleKey)}
        </h1>
        <span style={{ color: token.colorTextSecondary }} data-testid="page-farm">
          {farm ? t('sections.farmContext', { farm: farm.name }) : t('farm.noFarms')}
        </span>
      </div>
      <div
        style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 8, paddingBlock: 48, color: token.colorTextTertiary }}
        data-testid="page-empty"
      >
        <InboxOutlined style={{ fontSize: 48 }} />
        <span>{t('sections.comingSoon')}</span>
      </div>
    </div>
  );
}
