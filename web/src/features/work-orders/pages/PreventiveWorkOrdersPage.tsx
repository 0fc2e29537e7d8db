import { SectionPage } from '../../../components/SectionPage';

export function PreventiveWorkOrdersPage() {
  return <SectionPage titleKey="sections.titles.preventive" testId="preventive" />;
}
