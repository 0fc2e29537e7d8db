import { useEffect } from 'react';
import { notifyError } from '../../lib/feedback';
import { useFarmState } from '../../lib/farm/farmStore';

const NOTICE_SECONDS = 3;

/** Tells the user when the farm list could not be loaded (the list and selection are emptied). */
export function useFarmLoadFailureNotice(): void {
  const { loadFailed } = useFarmState();
  useEffect(() => {
    if (loadFailed) notifyError('farm.loadFailed', NOTICE_SECONDS);
  }, [loadFailed]);
}
