import { SectionPage } from '../../../components/SectionPage';

export function CorrectiveWorkOrdersPage() {
  return <SectionPage titleKey="sections.titles.corrective" testId="corrective" />;
}
