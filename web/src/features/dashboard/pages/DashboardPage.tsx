import { SectionPage } from '../../../components/SectionPage';

export function DashboardPage() {
  return <SectionPage titleKey="sections.titles.dashboard" testId="dashboard" />;
}
