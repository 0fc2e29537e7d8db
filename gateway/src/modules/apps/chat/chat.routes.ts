// The spec's REST paths of the chat app (api/apps/chat/…), over the chat service, and our
// addition POST message {chatId, value} (the original had no path to send a message).
import type { Router } from 'express';
import type { Services } from '../../kit/context.js';
import { viewerOf } from '../../kit/rest.js';
import { demoRouter } from '../kit/demo-router.js';

export function chatRoutes({ chatApp }: Services): Router {
  const router = demoRouter();
  router.get('/chats', async (req, res) => void res.json(await chatApp.chats(viewerOf(req))));
  router.get('/chat', async (req, res) => void res.json(await chatApp.chatFromQuery(viewerOf(req), req.query)));
  router.patch('/chat', async (req, res) => void res.json(await chatApp.updateFromBody(viewerOf(req), req.body)));
  router.post('/message', async (req, res) => void res.json(await chatApp.send(viewerOf(req), req.body)));
  router.get('/contacts', (_req, res) => void res.json(chatApp.contactSummaries()));
  router.get('/contact', (req, res) => void res.json(chatApp.contactFromQuery(req.query)));
  router.get('/profile', (req, res) => void res.json(chatApp.profile(viewerOf(req))));
  return router;
}
