// What the mailbox demo app's test files share (apps-mailbox*.test.ts): its fixtures, when and
// in which order the server says mails were sent, and its REST reads.
import { expect } from 'vitest';
import { appFixtures } from './apps.js';
import { rest, type Json, type TestGateway } from './gateway.js';

export const MAILBOX = '/api/apps/mailbox';
export const mailFixtures = appFixtures('mailbox');
export const folderId = (slug: string) => mailFixtures.folders.find((folder: Json) => folder.slug === slug).id;
export const labelId = (slug: string) => mailFixtures.labels.find((label: Json) => label.slug === slug).id;

/**
 * When the server says a fixture mail was sent: its fixed date, or its days before today (UTC)
 * at its time; a time today still to come is the moment the server read it, `undefined` here.
 */
function sentAt(mail: Json, now: number): string | undefined {
  if (mail.date) return mail.date;
  const day = new Date(now - mail.daysAgo * 86_400_000).toISOString().slice(0, 10);
  const at = new Date(`${day}T${mail.time}:00.000Z`);
  return at.getTime() > now ? undefined : at.toISOString();
}
/** Newest first as the server orders them: mails still to come today are "now", then by id. */
export const newestFirst = (mails: Json[], now = Date.now()) => {
  const date = (mail: Json) => sentAt(mail, now) ?? new Date(now).toISOString();
  return [...mails].sort((a, b) => date(b).localeCompare(date(a)) || a.id.localeCompare(b.id));
};
/** The dates answered for `mails`, each as expected: a time still to come today within a minute of now. */
export function expectDates(answered: string[], mails: Json[]) {
  const now = Date.now();
  expect(answered).toHaveLength(mails.length);
  mails.forEach((mail, i) => {
    const expected = sentAt(mail, now);
    if (expected) expect(answered[i], mail.id).toBe(expected);
    else expect(Math.abs(Date.parse(answered[i]) - now), mail.id).toBeLessThan(60_000);
  });
}
export const inFolder = (slug: string) => mailFixtures.mails.filter((mail: Json) => mail.folder === folderId(slug));

/** One gateway's mailbox through REST: a path's answer (which must be HTTP 200), and each folder's count by slug. */
export function mailboxReads(gateway: () => TestGateway) {
  const get = async (token: string, path: string) => {
    const res = await rest(gateway(), 'GET', `${MAILBOX}${path}`, undefined, { token });
    expect(res.status, path).toBe(200);
    return res.body;
  };
  const counts = async (token: string) =>
    Object.fromEntries((await get(token, '/folders')).map((folder: Json) => [folder.slug, folder.count]));
  return { get, counts };
}
