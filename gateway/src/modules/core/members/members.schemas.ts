// Validation of user management (zod), on the shared blocks of lib/input and the auth rules
// for names and passwords (an invited person chooses theirs as sign-up does).
import { z } from 'zod';
import { FARM_ROLES } from '../../../db/schema.js';
import { filterText, nameText, optionalText } from '../../../lib/input.js';
import { passwordRule, personName } from '../auth/auth.service.js';
import { INVITATION_STATUSES, MEMBER_STATUSES } from './members.mappers.js';

/** A farm role, as the graph (MANAGER) or the REST body (manager) writes it; never admin. */
const farmRole = z.string().max(20).toLowerCase().pipe(z.enum(FARM_ROLES, 'expected manager, technician or viewer'));
const email = z.string().trim().toLowerCase().max(254).email('expected an e-mail address');
const uuid = z.string().uuid();

/** A token as invitations are made: 32 random bytes in base64url. Anything else is not looked up. */
export const INVITATION_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const MemberFilterSchema = z.object({
  text: filterText,
  status: z.array(z.enum(MEMBER_STATUSES)).max(MEMBER_STATUSES.length).nullish(),
  role: z.array(farmRole).max(FARM_ROLES.length).nullish(),
});

export const RoleSchema = z.object({ role: farmRole });

export const InviteSchema = z.object({ farmId: uuid, email, role: farmRole });

export const InvitationFilterSchema = z.object({
  status: z.array(z.enum(INVITATION_STATUSES)).max(INVITATION_STATUSES.length).nullish(),
});

export const AcceptSchema = z.object({
  token: z.string().max(200),
  farmId: uuid,
  /** Only for a new account: who the person is and the password they choose. */
  name: personName.nullish(),
  password: passwordRule.nullish(),
});

export const AccountFilterSchema = z.object({
  text: filterText,
  admin: z.boolean().nullish(),
  deactivated: z.boolean().nullish(),
});

export const FlagSchema = z.object({ value: z.boolean() });

export const CreateFarmSchema = z.object({
  name: nameText,
  /** The short code shown as a tag (FRM-005): letters, digits and - _ . only. */
  reference: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .regex(/^[\p{L}\p{N}_.-]+$/u, 'letters, digits, -, _ and . only'),
  location: optionalText(200).transform((value) => value || null),
  city: optionalText(200).transform((value) => value || null),
});
