// A failure code's checks, the limits the server applies (CreateFailureCodeSchema in
// work-orders.schemas.ts), as pure functions answering a translation key or null.

export const CODE_MAX = 40;
export const LABEL_MAX = 200;
const CODE_PATTERN = /^[A-Z0-9_]+$/;

export function labelError(label: string | null | undefined): string | null {
  const text = label?.trim() ?? '';
  if (!text) return 'workOrders.settings.codes.required';
  return text.length > LABEL_MAX ? 'workOrders.settings.codes.labelTooLong' : null;
}

export function codeError(code: string | null | undefined): string | null {
  const text = code?.trim() ?? '';
  if (!text) return 'workOrders.settings.codes.required';
  return text.length > CODE_MAX || !CODE_PATTERN.test(text) ? 'workOrders.settings.codes.codeFormat' : null;
}

/**
 * The code a label suggests: "Hydraulic leak" → HYDRAULIC_LEAK, accents dropped. Words in
 * other scripts suggest nothing; the manager types the code then.
 */
export function codeFromLabel(label: string): string {
  return label
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, CODE_MAX)
    .replace(/_+$/, '');
}
