import type { MemberStatus } from '../../../__generated__/graphql';

/** Who is looking: their account id and whether they are a global admin. */
export interface Manager {
  userId: string | null;
  admin: boolean;
}

interface MemberFacts {
  userId: string;
  admin: boolean;
  status: MemberStatus;
}

export interface MemberRights {
  /** The role select: another person's active membership. */
  changeRole: boolean;
  deactivate: boolean;
  reactivate: boolean;
  /** Their own hourly rate (active members; one's own too: a rate is not a role). */
  setRate: boolean;
}

/**
 * What the page offers on a member, as the server's rules decide it (gateway member-rules.ts):
 * nobody changes their own role or membership, only an admin touches an admin's, a
 * deactivated member is reactivated before anything else. The server refuses the rest anyway.
 */
export function memberRights(manager: Manager, member: MemberFacts): MemberRights {
  const self = isSelf(manager, member.userId);
  const mayTouch = !self && (manager.admin || !member.admin);
  const active = member.status === 'ACTIVE';
  return {
    changeRole: mayTouch && active,
    deactivate: mayTouch && active,
    reactivate: mayTouch && !active,
    setRate: active && (self || mayTouch),
  };
}

/** Whether `userId` is the manager's own account. */
export const isSelf = (manager: Manager, userId: string): boolean =>
  manager.userId !== null && manager.userId.toLowerCase() === userId.toLowerCase();
