import DOMPurify from 'dompurify';

/** HTML from data (notification descriptions) is sanitized before it is rendered. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}
