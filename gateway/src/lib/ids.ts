// Ids are UUIDs in the database; anything else can only be "not found" (and must not
// reach PostgreSQL, which would answer with a cast error).
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);
