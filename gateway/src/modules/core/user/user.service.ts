import { z } from 'zod';
import { imageSource } from '../../../lib/input.js';
import { parseInput } from '../../../lib/validation.js';
import { USER_STATUSES, type UserModel } from './user.mappers.js';
import type { UserRepository } from './user.repository.js';

const UpdateMeSchema = z
  .object({
    name: z.string().trim().min(1).max(120).optional(),
    avatar: imageSource.nullable().optional(),
    status: z.enum(USER_STATUSES).optional(),
  })
  .strip();

export class UserService {
  /** The users' data access, shared with auth (sign-in reads and writes the same users). */
  constructor(readonly repository: UserRepository) {}

  async updateMe(me: UserModel, input: unknown): Promise<UserModel> {
    const changes = parseInput(UpdateMeSchema, input);
    await this.repository.update(me.id, changes);
    return (await this.repository.findModel(me.id))!;
  }
}
