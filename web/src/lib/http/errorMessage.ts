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
