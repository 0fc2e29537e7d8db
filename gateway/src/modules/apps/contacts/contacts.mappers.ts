// The contacts app's records, as stored and answered.
import type { DemoItem } from '../kit/demo-store.js';

export interface ContactDoc {
  avatar: string | null;
  background?: string | null;
  name: string;
  emails: { email: string; label?: string | null }[];
  phoneNumbers: { country: string; phoneNumber: string; label?: string | null }[];
  title?: string | null;
  company?: string | null;
  /** Set on contacts created through the API (the original's POST makes a nested job). */
  job?: { title?: string | null; company?: string | null } | null;
  birthday: string | null;
  address: string | null;
  notes: string | null;
  /** Tag ids. */
  tags: string[];
}

export type ContactModel = DemoItem<ContactDoc>;
export type ContactTagModel = DemoItem<{ title: string }>;
export type { CountryModel } from './countries.js';
