import { Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ListToolbar } from '../../../components/list-page/ListToolbar';
import type { FarmRole, MemberStatus } from '../../../__generated__/graphql';
import { FILTER_TEXT_MAX } from '../../../lib/forms/limits';
import type { MemberFilters as Filters } from '../hooks/useMemberListState';
import { FARM_ROLES, MEMBER_STATUSES } from '../model/enums';

interface MemberFiltersProps {
  filters: Filters;
  onChange: (change: Partial<Filters>) => void;
}

/** Search by name or e-mail, and the roles and statuses to show. */
export function MemberFilters({ filters, onChange }: MemberFiltersProps) {
  const { t } = useTranslation();
  const wide = { minWidth: 180 };
  return (
    <ListToolbar testId="members-filters">
      <Input.Search
        allowClear
        value={filters.text}
        maxLength={FILTER_TEXT_MAX}
        onChange={(event) => onChange({ text: event.target.value })}
        placeholder={t('userManagement.members.search')}
        aria-label={t('userManagement.members.search')}
        data-testid="members-search"
        style={{ width: 240 }}
      />
      <Select<FarmRole[]>
        mode="multiple"
        allowClear
        maxTagCount="responsive"
        placeholder={t('userManagement.fields.role')}
        aria-label={t('userManagement.fields.role')}
        value={filters.role}
        onChange={(role) => onChange({ role })}
        options={FARM_ROLES.map((value) => ({ value, label: t(`userManagement.roles.${value}`) }))}
        style={wide}
        data-testid="members-role-filter"
      />
      <Select<MemberStatus[]>
        mode="multiple"
        allowClear
        maxTagCount="responsive"
        placeholder={t('userManagement.fields.status')}
        aria-label={t('userManagement.fields.status')}
        value={filters.status}
        onChange={(status) => onChange({ status })}
        options={MEMBER_STATUSES.map((value) => ({ value, label: t(`userManagement.status.${value}`) }))}
        style={wide}
        data-testid="members-status-filter"
      />
    </ListToolbar>
  );
}
