// The accept page's two REST calls (gateway members.routes.ts): it opens before anyone signs
// in, so it needs no GraphQL client. A refusal is a RestError with its status and the server's words.
import type { AuthAnswer } from '../../../lib/auth/session';
import { errorMessage } from '../../../lib/http/errorMessage';
import { RestError } from '../../../lib/http/postJson';
import { trackRequest } from '../../../lib/loading/loadingStore';
import type { FarmRole, InvitationStatus } from '../../../gql/graphql';

/** What an invitation link offers (the graph's InvitationPreview). */
export interface InvitationOffer {
  farmId: string;
  farmName: string;
  email: string;
  role: FarmRole;
  status: InvitationStatus;
  invitedByName: string | null;
  expiresAt: string;
  accountExists: boolean;
}

/** A new person's name and password; an existing account sends neither, only its session. */
export interface Acceptance {
  farmId: string;
  name?: string;
  password?: string;
}

async function call<T>(url: string, init: RequestInit = {}): Promise<T> {
  const done = trackRequest(url);
  try {
    const response = await fetch(url, init);
    const text = await response.text();
    if (!response.ok) {
      const retryAfter = Number(response.headers.get('retry-after')) || undefined;
      throw new RestError(response.status, errorMessage(text, response.statusText), retryAfter);
    }
    return JSON.parse(text) as T;
  } finally {
    done();
  }
}

const address = (token: string) => `/api/invitations/${encodeURIComponent(token)}`;

export const invitationApi = {
  /** What the link offers; a RestError 404 for a token that opens nothing. */
  preview: (token: string) => call<InvitationOffer>(address(token), { headers: { accept: 'application/json' } }),
  /** Joins the farm; with `accessToken`, as that signed-in account. Answers a session as sign-in does. */
  accept: (token: string, body: Acceptance, accessToken?: string | null) =>
    call<AuthAnswer>(`${address(token)}/accept`, {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
      },
      body: JSON.stringify(body),
    }),
};
