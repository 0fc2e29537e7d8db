// Mounted only when NODE_ENV is 'test': lets the end-to-end specs read the mail the server
// "sent" without opening the (locked) embedded database themselves.
import { desc, eq } from 'drizzle-orm';
import { Router } from 'express';
import type { Db } from '../../../db/client.js';
import { outbox } from '../../../db/schema.js';
import type { Services } from '../../kit/context.js';

export class TestingService {
  constructor(private readonly db: Db) {}

  /** The mail sent to `email`, newest first. */
  outbox(email: string) {
    return this.db.select().from(outbox).where(eq(outbox.toEmail, email.toLowerCase())).orderBy(desc(outbox.createdAt));
  }
}

export function testRoutes({ testing }: Services): Router {
  const router = Router();
  router.get('/outbox', async (req, res) => void res.json(await testing.outbox(String(req.query.email ?? ''))));
  return router;
}
