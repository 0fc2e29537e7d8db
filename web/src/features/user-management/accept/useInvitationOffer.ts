import { useEffect, useState } from 'react';
import { invitationApi, type InvitationOffer } from '../api/invitationApi';

export type OfferState =
  | { state: 'loading' }
  | { state: 'failed'; error: unknown; retry: () => void }
  | { state: 'ready'; offer: InvitationOffer };

/** What the link's token offers, loaded once (again on retry). */
export function useInvitationOffer(token: string): OfferState {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ key: string; value: OfferState }>({
    key: '',
    value: { state: 'loading' },
  });
  const key = `${token}#${attempt}`;

  useEffect(() => {
    let current = true;
    invitationApi.preview(token).then(
      (offer) => current && setResult({ key, value: { state: 'ready', offer } }),
      (error: unknown) =>
        current && setResult({ key, value: { state: 'failed', error, retry: () => setAttempt((count) => count + 1) } }),
    );
    return () => {
      current = false;
    };
  }, [token, key]);

  return result.key === key ? result.value : { state: 'loading' };
}
