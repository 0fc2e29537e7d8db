import { SectionPage } from '../../../components/SectionPage';

export function EquipmentPage() {
  return <SectionPage titleKey="sections.titles.equipment" testId="equipment" />;
}
