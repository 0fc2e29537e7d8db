import { useEffect, useState } from 'react';
import { RestError } from '../../../lib/http/postJson';
import { reportApi, type ReportedMachine } from '../api/reportApi';

type Loaded = { state: 'loading' } | { state: 'ready'; found: ReportedMachine } | { state: 'missing' | 'failed' };

/** The machine a report link opens: loading, found, not (an unknown or replaced link), or no answer. */
export function useReportMachine(token: string) {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    reportApi.machine(token).then(
      (found) => live && setLoaded({ state: 'ready', found }),
      (error: unknown) =>
        live && setLoaded({ state: error instanceof RestError && error.status === 404 ? 'missing' : 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [token, attempt]);
  return {
    ...loaded,
    retry: () => {
      setLoaded({ state: 'loading' });
      setAttempt((n) => n + 1);
    },
  };
}
