import type { ReactNode } from 'react';

/** The row of search and filters above a list; it wraps on narrow screens. */
export function ListToolbar({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12 }} data-testid={testId}>
      {children}
    </div>
  );
}
