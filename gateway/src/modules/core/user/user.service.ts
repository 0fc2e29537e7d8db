import { z } from 'zod';
import { unauthenticated } from '../../lib/errors.js';
import { imageSource } from '../../lib/input.js';
import { parseInput } from '../../lib/validation.js';
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
  constructor(private readonly users: UserRepository) {}

  /** The signed-in user; UNAUTHENTICATED when the request carries no valid token. */
  requireViewer(viewer: UserModel | null): UserModel {
    if (!viewer) throw unauthenticated();
    return viewer;
  }

  async updateMe(viewer: UserModel | null, input: unknown): Promise<UserModel> {
    const me = this.requireViewer(viewer);
    const changes = parseInput(UpdateMeSchema, input);
    await this.users.update(me.id, changes);
    return (await this.users.findModel(me.id))!;
  }
}
