export type Context = Record<string, unknown>;
