// A native <input type="datetime-local"> (the phone's own picker) reads and writes the
// reader's local time as "2026-11-23T14:05"; the API speaks instants (ISO 8601, UTC).

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as the input's local "yyyy-mm-ddThh:mm"; '' for none or an unreadable one. */
export function toLocalInput(instant: string | null | undefined): string {
  const date = instant ? new Date(instant) : null;
  if (!date || Number.isNaN(date.getTime())) return '';
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${day}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The input's local value as an instant; null when blank or unreadable. */
export function fromLocalInput(value: string | null | undefined): string | null {
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date.toISOString() : null;
}
