export type UserStatusValue = 'online' | 'away' | 'busy' | 'not-visible';
