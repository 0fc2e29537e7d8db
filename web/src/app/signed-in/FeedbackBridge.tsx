import { Suspense, lazy, useCallback, useEffect, useState } from 'react';
import { setFeedbackHandler } from '../../lib/feedback';
import type { Toast } from './FeedbackToasts';

// antd's notification and message code loads with the first message, not with the first page.
const FeedbackToasts = lazy(() => import('./FeedbackToasts').then((module) => ({ default: module.FeedbackToasts })));

/** Receives the messages of lib/feedback (sent from links, loaders and mutation hooks) and shows them. */
export function FeedbackBridge() {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const [used, setUsed] = useState(false);

  useEffect(() => {
    let nextId = 0;
    setFeedbackHandler({
      error: (messageKey, seconds) => {
        setUsed(true);
        setToasts((queued) => [...queued, { id: nextId++, kind: 'error', messageKey, seconds }]);
      },
      success: (text, action) => {
        setUsed(true);
        setToasts((queued) => [...queued, { id: nextId++, kind: 'success', text, action }]);
      },
    });
    return () => setFeedbackHandler(null);
  }, []);

  const onShown = useCallback(
    (ids: number[]) => setToasts((queued) => queued.filter((toast) => !ids.includes(toast.id))),
    [],
  );

  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <FeedbackToasts toasts={toasts} onShown={onShown} />
    </Suspense>
  );
}
