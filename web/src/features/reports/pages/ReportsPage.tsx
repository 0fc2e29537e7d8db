import { SectionPage } from '../../../components/SectionPage';

export function ReportsPage() {
  return <SectionPage titleKey="sections.titles.reports" testId="reports" />;
}
