import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { endSession, startSession, tokenStore } from '../../../lib/auth/session';
import { RestError } from '../../../lib/http/postJson';
import { selectFarm } from '../../../lib/farm/farmStore';
import { invitationApi } from '../api/invitationApi';
import { acceptErrorText } from './acceptErrorText';

/**
 * Accepting: the answer is a session for the person who joined, who then lands in the app
 * with the invitation's farm active (the farms load afresh for the new session). A stored
 * session the server no longer takes is ended, so the page offers to sign in again.
 */
export function useAcceptInvitation(token: string, linkFarmId: string, offer: { farmId: string }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function accept(newAccount?: { name: string; password: string }) {
    setBusy(true);
    setError(null);
    try {
      const session = newAccount ? null : tokenStore.get();
      const answer = await invitationApi.accept(token, { farmId: linkFarmId, ...newAccount }, session);
      startSession(answer);
      selectFarm(offer.farmId);
      await navigate('/dashboard', { replace: true });
    } catch (failure) {
      if (failure instanceof RestError && failure.status === 401) endSession();
      setError(acceptErrorText(failure, t, i18n));
      setBusy(false);
    }
  }
  return { accept, busy, error };
}
