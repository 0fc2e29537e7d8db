// User management: a farm's members (role, deactivation), invitations by e-mail and their
// accept page (REST too, usable before signing in), and what only admins do (accounts' admin
// flag and status, new farms). The person's own profile and password stay with the user and
// auth modules.
import { defineModule } from '../../kit/module.js';
import { AccountRepository } from './accounts.repository.js';
import { AccountService } from './accounts.service.js';
import { InvitationRepository } from './invitations.repository.js';
import { InvitationService } from './invitations.service.js';
import { invitationRoutes } from './members.routes.js';
import { MemberRepository } from './members.repository.js';
import { MemberService } from './members.service.js';
import { membersResolvers } from './resolvers/index.js';

declare module '../../kit/context.js' {
  interface Services {
    members: MemberService;
  }
}

export const membersModule = defineModule({
  name: 'members',
  service: ({ database, config, rateLimits, log }, { users, auth }) => {
    const members = new MemberRepository(database.db);
    const accounts = new AccountRepository(database.db);
    const invitations = new InvitationService(
      new InvitationRepository(database.db),
      members,
      accounts,
      users.repository,
      auth,
      {
        publicUrl: config.publicUrl,
        log,
        // As sign-in's budget per client address: the accept page hashes passwords too.
        attempts: rateLimits.limit('invitation-ip', { points: config.authRateLimitPoints, seconds: 60 }),
      },
    );
    return new MemberService(members, users.repository, invitations, new AccountService(accounts, users.repository));
  },
  resolvers: membersResolvers,
  routes: [{ path: '/invitations', router: invitationRoutes }],
});
