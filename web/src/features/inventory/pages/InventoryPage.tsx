import { SectionPage } from '../../../components/SectionPage';

export function InventoryPage() {
  return <SectionPage titleKey="sections.titles.inventory" testId="inventory" />;
}
