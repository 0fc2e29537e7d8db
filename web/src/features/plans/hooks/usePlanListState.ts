import { useSearchParams } from 'react-router';
import type { FarmPlansQueryVariables } from '../../../__generated__/graphql';
import { useCursorPaging } from '../../../lib/pagination/useCursorPaging';

export type PlanStateFilter = 'all' | 'active' | 'paused' | 'dueSoon';

export const PLAN_STATES: readonly PlanStateFilter[] = ['all', 'active', 'paused', 'dueSoon'];
const ACTIVE: Record<PlanStateFilter, boolean | null> = { all: null, active: true, paused: false, dueSoon: null };
/** "Due soon" is the dashboard's tile: active plans due within 7 days, overdue ones included. */
const DUE_SOON_DAYS = 7;

/**
 * The list's filters (state or due soon, machine) kept in the URL, so back, reload and a shared link show
 * the same list, and its page; a new filter starts again on page one.
 */
export function usePlanListState(farmId: string) {
  const [params, setParams] = useSearchParams();
  const stateParam = params.get('state') as PlanStateFilter | null;
  const state: PlanStateFilter = stateParam && PLAN_STATES.includes(stateParam) ? stateParam : 'all';
  const machineId = params.get('machine') || null;
  const paging = useCursorPaging(JSON.stringify([state, machineId]));
  const change = (name: 'state' | 'machine', value: string | null) => {
    const next = new URLSearchParams(params);
    if (value && value !== 'all') next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };
  const variables: FarmPlansQueryVariables = {
    farmId,
    equipmentId: machineId,
    active: ACTIVE[state],
    dueWithinDays: state === 'dueSoon' ? DUE_SOON_DAYS : null,
    first: paging.first,
    after: paging.after,
  };
  return {
    state,
    machineId,
    setState: (next: PlanStateFilter) => change('state', next),
    setMachine: (id: string | null) => change('machine', id),
    paging,
    variables,
  };
}

export type PlanListState = ReturnType<typeof usePlanListState>;
