// REST for the invitation accept page, which may be opened before signing in:
// GET /api/invitations/:token answers what the link offers (as the graph's InvitationPreview);
// POST /api/invitations/:token/accept { farmId, name?, password? } joins the farm and answers
// as sign-in does ({ user, accessToken, tokenType }). Same service as the GraphQL fields; a
// bearer token, when sent, is the signed-in person accepting with their existing account.
import { Router } from 'express';
import type { Services } from '../../kit/context.js';
import { scopeOf } from '../../kit/rest.js';
import { toUserDto } from '../user/user.mappers.js';
import { roleEnum } from './members.mappers.js';

export function invitationRoutes({ members }: Services): Router {
  const router = Router();
  const { invitations } = members;

  router.get('/:token', async (req, res) => {
    // The answer comes from a secret link: no cache may keep it.
    res.setHeader('Cache-Control', 'no-store');
    const preview = await invitations.preview(req.params.token, req.ip ?? '');
    res.json({ ...preview, role: roleEnum(preview.role) });
  });

  router.post('/:token/accept', async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const { farmId, name, password } = (req.body ?? {}) as Record<string, unknown>;
    const input = { token: req.params.token, farmId, name, password };
    const result = await invitations.accept(scopeOf(req).viewer, input, req.ip ?? '');
    res.json({ ...result, user: toUserDto(result.user, typeof farmId === 'string' ? farmId : null) });
  });
  return router;
}
