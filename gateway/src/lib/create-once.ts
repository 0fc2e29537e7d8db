// Creations a client may repeat (offline retries): what an earlier call created, found by the
// id the client chose (or by what makes the record unique), is the answer again and nothing
// new is made. Two calls at once both miss it, and the second's insert breaks a unique key:
// that call then finds the first one's record, committed by now.
import { isUniqueViolation } from './db-errors.js';
import { conflict, type AppError } from './errors.js';

export async function createOnce<T>(options: {
  /** The record an earlier call created, if any. */
  earlier: () => Promise<T | undefined>;
  /** Whether that record answers this call (the same farm, the same parent…); CONFLICT otherwise. */
  belongs: (row: T) => boolean;
  create: () => Promise<T>;
  /** The refusal when another record holds a unique value of this one (a code taken, say). */
  whenTaken?: () => AppError;
}): Promise<T> {
  const replay = (row: T) => {
    if (!options.belongs(row)) throw conflict('id: this id is already used; choose another');
    return row;
  };
  const earlier = await options.earlier();
  if (earlier) return replay(earlier);
  try {
    return await options.create();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const first = await options.earlier();
    if (first) return replay(first);
    throw options.whenTaken?.() ?? error;
  }
}
