import { InboxOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useActiveFarm } from '../lib/farm/farmStore';
import { FarmSubtitle } from './list-page/FarmSubtitle';
import { PageFrame } from './list-page/PageFrame';
import { PageHeading } from './list-page/PageHeading';

interface SectionPageProps {
  /** Translation key of the section title, the same as its navigation entry. */
  titleKey: string;
  testId: string;
}

/** A section not built yet: title, the farm it shows, and an empty state. */
export function SectionPage({ titleKey, testId }: SectionPageProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const farm = useActiveFarm();
  return (
    <PageFrame testId={`page-${testId}`}>
      <PageHeading title={t(titleKey)} subtitle={<FarmSubtitle farm={farm} />} />
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: 8,
          paddingBlock: 48,
          color: token.colorTextTertiary,
        }}
        data-testid="page-empty"
      >
        <InboxOutlined style={{ fontSize: 48 }} />
        <span>{t('sections.comingSoon')}</span>
      </div>
    </PageFrame>
  );
}
