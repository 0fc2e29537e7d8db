/** Where code outside React (links, loaders) sends a user message; the shell shows it. */
export interface Feedback {
  error(messageKey: string, seconds?: number): void;
}

let handler: Feedback | null = null;

export function setFeedbackHandler(next: Feedback | null): void {
  handler = next;
}

export function notifyError(messageKey: string, seconds?: number): void {
  if (handler) handler.error(messageKey, seconds);
  else console.error(messageKey);
}
