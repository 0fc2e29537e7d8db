import { useSearchParams } from 'react-router';
import type {
  FarmMemberFilter,
  FarmMembersQueryVariables,
  FarmRole,
  MemberStatus,
} from '../../../__generated__/graphql';
import { useCursorPaging } from '../../../lib/pagination/useCursorPaging';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { FARM_ROLES, MEMBER_STATUSES, parseList } from '../model/enums';

export interface MemberFilters {
  text: string;
  role: FarmRole[];
  status: MemberStatus[];
}

/**
 * The member list's filters (text, roles, statuses) kept in the URL (?q=&role=&status=), so
 * back, reload and a shared link show the same list; a new filter starts on page one.
 */
export function useMemberListState(farmId: string) {
  const [params, setParams] = useSearchParams();
  const filters: MemberFilters = {
    text: params.get('q') ?? '',
    role: parseList(params.get('role'), FARM_ROLES),
    status: parseList(params.get('status'), MEMBER_STATUSES),
  };
  const text = useDebouncedValue(filters.text).trim();
  const filter: FarmMemberFilter = {};
  if (text) filter.text = text;
  if (filters.role.length) filter.role = filters.role;
  if (filters.status.length) filter.status = filters.status;
  const paging = useCursorPaging(JSON.stringify(filter));

  const changeFilters = (change: Partial<MemberFilters>) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        const values = { q: change.text, role: change.role?.join(','), status: change.status?.join(',') };
        for (const [name, value] of Object.entries(values)) {
          if (value === undefined) continue;
          if (value) next.set(name, value);
          else next.delete(name);
        }
        return next;
      },
      { replace: true },
    );
  };
  const variables: FarmMembersQueryVariables = { farmId, filter, first: paging.first, after: paging.after };
  return { filters, changeFilters, paging, variables };
}
