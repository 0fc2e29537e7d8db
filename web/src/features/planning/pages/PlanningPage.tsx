import { SectionPage } from '../../../components/SectionPage';

export function PlanningPage() {
  return <SectionPage titleKey="sections.titles.planning" testId="planning" />;
}
