import type { GlobalToken } from 'antd';
import type { UserStatus } from '../../__generated__/graphql';

/** Statuses in menu order, with their label key and dot colour. */
export const USER_STATUSES: { value: UserStatus; labelKey: string; color: (token: GlobalToken) => string }[] = [
  { value: 'ONLINE', labelKey: 'user.statuses.online', color: (token) => token.colorSuccess },
  { value: 'AWAY', labelKey: 'user.statuses.away', color: (token) => token.colorWarning },
  { value: 'BUSY', labelKey: 'user.statuses.busy', color: (token) => token.colorError },
  { value: 'NOT_VISIBLE', labelKey: 'user.statuses.invisible', color: (token) => token.colorTextQuaternary },
];

export function statusColor(status: UserStatus, token: GlobalToken): string {
  return (USER_STATUSES.find((entry) => entry.value === status) ?? USER_STATUSES[0]).color(token);
}
