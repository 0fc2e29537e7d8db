// Baseline 2, the framework's ceiling: Express 5 + Apollo Server 5 with a jose HS256 token
// check in the context, resolving one field to the captured answer (no database).
import { readFileSync } from 'node:fs';
import { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import express from 'express';
import { GraphQLError } from 'graphql';
import { jwtVerify } from 'jose';

const captured = JSON.parse(readFileSync(process.env.BODY_FILE!, 'utf8')).data;
const key = new TextEncoder().encode(process.env.JWT_SECRET!);
const field = Object.keys(captured)[0];
// The field's arguments as the measured request sends them (the lists' by default).
const args = process.env.FIELD_ARGS ?? '(farmId: ID!, filter: JSON, sort: JSON, first: Int, after: String)';
const server = new ApolloServer({
  typeDefs: `scalar JSON type Query { ${field}${args}: JSON }`,
  resolvers: { Query: { [field]: () => captured[field] } },
});
await server.start();
const app = express();
app.use(express.json());
app.use(
  '/graphql',
  expressMiddleware(server, {
    context: async ({ req }) => {
      try {
        const token = req.headers.authorization?.slice(7) ?? '';
        await jwtVerify(token, key, { algorithms: ['HS256'], requiredClaims: ['exp'] });
        return {};
      } catch {
        throw new GraphQLError('Invalid token', { extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } } });
      }
    },
  }),
);
const listener = app.listen(0, '127.0.0.1', () => {
  const { port } = listener.address() as { port: number };
  console.log(`listening on http://127.0.0.1:${port}`);
});
process.once('SIGTERM', () => listener.close(() => process.exit(0)));
