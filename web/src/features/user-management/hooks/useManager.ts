import { useCan } from '../../../lib/auth/useCan';
import { getStoredUser } from '../../../lib/auth/session';
import type { Manager } from '../model/memberRights';

/** The signed-in person managing the page: whose row is their own, and whether they are an admin. */
export function useManager(): Manager {
  return { userId: getStoredUser()?.id ?? null, admin: useCan('admin.all.access') };
}
