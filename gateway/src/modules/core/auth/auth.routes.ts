// The spec's REST auth paths. Same service as the GraphQL mutations; only the answers for
// wrong credentials (404 `false`) and bad tokens (401 'Invalid token') are REST-specific.
import { Router, type Request, type Response } from 'express';
import type { Services } from '../../kit/context.js';
import { toUserDto } from '../user/user.mappers.js';
import { WrongCredentialsError, type AuthResult } from './auth.service.js';

const answer = (result: AuthResult) => ({
  ...result,
  user: toUserDto(result.user, null),
});

async function credentialsRoute(services: Services, req: Request, res: Response) {
  try {
    res.json(answer(await services.auth.signIn(req.body, req.ip ?? '')));
  } catch (error) {
    if (error instanceof WrongCredentialsError) return void res.status(404).json(false);
    throw error;
  }
}

export function authRoutes(services: Services): Router {
  const router = Router();
  router.post('/sign-in', (req, res) => credentialsRoute(services, req, res));
  router.post('/unlock-session', (req, res) => credentialsRoute(services, req, res));
  router.post('/sign-in-with-token', async (req, res) => {
    res.json(answer(await services.auth.signInWithToken(req.body?.accessToken, req.ip ?? '')));
  });
  router.post('/sign-up', async (req, res) => void res.json(await services.auth.signUp(req.body, req.ip ?? '')));
  router.post(
    '/forgot-password',
    async (req, res) => void res.json(await services.auth.forgotPassword(req.body, req.ip ?? '')),
  );
  router.post(
    '/reset-password',
    async (req, res) => void res.json(await services.auth.resetPassword(req.body, req.ip ?? '')),
  );
  return router;
}
