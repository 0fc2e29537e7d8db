import { SectionPage } from '../../../components/SectionPage';

export function UserManagementPage() {
  return <SectionPage titleKey="sections.titles.user-management" testId="user-management" />;
}
