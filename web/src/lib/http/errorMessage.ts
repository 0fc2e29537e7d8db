/**
 * The user-facing message of a failed response: the body as JSON (fields message, error,
 * details) or as plain text, with HTML tags stripped.
 */
export function errorMessage(body: string, fallback: string): string {
  let text = body;
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object') {
      const fields = parsed as Record<string, unknown>;
      const found = [fields.message, fields.error, fields.details].find((value) => typeof value === 'string');
      text = typeof found === 'string' ? found : '';
    } else {
      text = typeof parsed === 'string' ? parsed : '';
    }
  } catch {
    // Not JSON: the body is the message.
  }
  const stripped = text.replace(/<[^>]*>/g, '').trim();
  return stripped || fallback;
}

/** A message the server named by key (its `messageKey`), with the values it fills in. */
export interface NamedMessage {
  key: string;
  params?: unknown;
}

/** The `messageKey` and `messageParams` of a refusal's JSON body; undefined when it names none. */
export function namedMessage(body: string): NamedMessage | undefined {
  try {
    const parsed: unknown = JSON.parse(body);
    if (!parsed || typeof parsed !== 'object') return undefined;
    const { messageKey, messageParams } = parsed as Record<string, unknown>;
    return typeof messageKey === 'string' ? { key: messageKey, params: messageParams } : undefined;
  } catch {
    return undefined;
  }
}
