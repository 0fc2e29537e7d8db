import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { WORK_ORDER_LINK_PARAMS } from '../../../lib/routing/workOrderLinks';

/**
 * Whether the new-order drawer is open. A link may ask for it (a machine's "new work order"):
 * the drawer then opens once, for whoever may create, and the request leaves the URL so
 * that back and reload do not open it again.
 */
export function useCreateFromLink(canCreate: boolean) {
  const [params, setParams] = useSearchParams();
  const asked = params.get(WORK_ORDER_LINK_PARAMS.create) === '1';
  const [creating, setCreating] = useState(asked && canCreate);
  useEffect(() => {
    if (!asked) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(WORK_ORDER_LINK_PARAMS.create);
        return next;
      },
      { replace: true },
    );
  }, [asked, setParams]);
  return [creating, setCreating] as const;
}
