import type { ReactNode } from 'react';

/**
 * A tab's title that takes no focus when pressed. antd's tab strip scrolls a focused tab fully
 * into view; on a phone, where the strip overflows, that moved a partly hidden tab between the
 * press and the release, the release landed beside it and the tab did not open. Unfocused, the
 * tab opens, then the strip scrolls to it. Keyboard focus is untouched.
 */
export function TabLabel({ children }: { children: ReactNode }) {
  return <span onMouseDown={(event) => event.preventDefault()}>{children}</span>;
}
