// The accept page's two REST calls (gateway members.routes.ts): it opens before anyone signs
// in, so it needs no GraphQL client. A refusal is a RestError with its status and the server's words.
import type { AuthAnswer } from '../../../lib/auth/session';
import { fetchJson, postJson } from '../../../lib/http/postJson';
import type { FarmRole, InvitationStatus } from '../../../__generated__/graphql';

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

const address = (token: string) => `/api/invitations/${encodeURIComponent(token)}`;

export const invitationApi = {
  /** What the link offers; a RestError 404 for a token that opens nothing. */
  preview: (token: string) => fetchJson<InvitationOffer>(address(token)),
  /** Joins the farm; with `accessToken`, as that signed-in account. Answers a session as sign-in does. */
  accept: (token: string, body: Acceptance, accessToken?: string | null) =>
    postJson<AuthAnswer>(
      `${address(token)}/accept`,
      body,
      accessToken ? { authorization: `Bearer ${accessToken}` } : {},
    ),
};
