/** Where code outside React (links, loaders, mutation hooks) sends a user message; the shell shows it. */
export interface Feedback {
  error(messageKey: string, seconds?: number): void;
  /** A write succeeded; `text` is already in the reader's language. */
  success(text: string, action?: FeedbackAction): void;
}

/** A button on a confirmation, e.g. the planning calendar's Undo. */
export interface FeedbackAction {
  label: string;
  testId: string;
  run: () => void;
}

let handler: Feedback | null = null;

export function setFeedbackHandler(next: Feedback | null): void {
  handler = next;
}

export function notifyError(messageKey: string, seconds?: number): void {
  if (handler) handler.error(messageKey, seconds);
  else console.error(messageKey);
}

/**
 * The one way the app confirms a successful write. Mutation hooks call it through
 * lib/apollo/useWrite, never directly from a component.
 */
export function notifySuccess(text: string, action?: FeedbackAction): void {
  if (action) handler?.success(text, action);
  else handler?.success(text);
}
