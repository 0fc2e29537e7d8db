import type { ReactNode } from 'react';

/** A success or information message on an auth page. */
export function AuthNotice({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <div className="auth-alert auth-alert--success" role="status" data-testid={testId}>
      {children}
    </div>
  );
}
