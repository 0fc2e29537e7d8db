// Mounted only when NODE_ENV is 'test': lets the integration suite read the mail the
// server "sent" without opening the (locked) embedded database itself.
import { desc, eq } from 'drizzle-orm';
import { Router } from 'express';
import type { Database } from '../../db/client.js';
import { outbox } from '../../db/schema.js';

export function testRoutes(database: Database): Router {
  const router = Router();
  router.get('/outbox', async (req, res) => {
    const email = String(req.query.email ?? '').toLowerCase();
    res.json(await database.db.select().from(outbox).where(eq(outbox.toEmail, email)).orderBy(desc(outbox.createdAt)));
  });
  return router;
}
