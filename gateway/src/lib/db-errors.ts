// PostgreSQL error codes surface differently through pg, PGlite and Drizzle's wrapper;
// these look through the wrapping.
const codeOf = (error: unknown): string | undefined => {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code ?? e?.cause?.code;
};

export const isUniqueViolation = (error: unknown) => codeOf(error) === '23505';
export const isForeignKeyViolation = (error: unknown) => codeOf(error) === '23503';
