// The mailbox app's records, as stored and answered.
import type { DemoItem } from '../kit/demo-store.js';

export interface MailAttachment {
  /** A MIME type. */
  type: string;
  name: string;
  /** Bytes. */
  size: number;
  /** An image file name, or the word pdf. */
  preview: string;
  downloadUrl: string;
}

/** A mail as stored: dated on a fixed `date`, or `daysAgo` days before the day it is read at `time`. */
export interface MailDoc {
  type: 'mail';
  from: { avatar: string | null; contact: string };
  to: string;
  cc?: string[];
  bcc?: string[];
  date?: string;
  daysAgo?: number;
  /** HH:MM, UTC. */
  time?: string;
  subject: string;
  content: string;
  attachments: MailAttachment[];
  starred: boolean;
  important: boolean;
  unread: boolean;
  /** A folder's id. */
  folder: string;
  /** Label ids. */
  labels: string[];
}

/** A mail as answered: its date an ISO instant; the list adds ccCount and bccCount. */
export type MailModel = DemoItem<Omit<MailDoc, 'date' | 'daysAgo' | 'time'> & { date: string }> & {
  ccCount?: number;
  bccCount?: number;
};

export interface MailFilterModel {
  id: string;
  title: string;
  slug: string;
  icon: string;
}
/** A folder with its count (spec §9: sent and trash 0, drafts and spam all, the others unread). */
export type MailFolderModel = MailFilterModel & { count: number };
export type MailLabelModel = DemoItem<{ title: string; slug: string; color: string }>;
export interface MailboxSettingsModel {
  messageLayout: string;
}
