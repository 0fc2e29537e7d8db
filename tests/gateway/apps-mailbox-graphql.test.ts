// The mailbox demo app (spec §7 Mailbox, §9; contract §4.7) through GraphQL: the folders, pages
// and merges of its REST routes (apps-mailbox.test.ts), pages counted from zero, exactly one
// selector, and BAD_USER_INPUT where REST answers 400.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from './__generated__';
import { freshToken, UNKNOWN_ID } from './support/apps.js';
import { folderId, inFolder, labelId, mailboxReads, mailFixtures, newestFirst } from './support/apps-mailbox.js';
import { errorCode, gql, gqlRaw, startTestGateway, type Json, type TestGateway } from './support/gateway.js';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startTestGateway();
});
afterAll(async () => {
  await gateway?.stop();
});
const { counts } = mailboxReads(() => gateway);

const MailsQuery = graphql(`
  query AppsMails($folder: String, $filter: String, $label: String, $page: Int, $size: Int) {
    mails(folder: $folder, filter: $filter, label: $label, page: $page, size: $size) {
      items {
        id
        date
        cc
        ccCount
        bccCount
        labels
      }
      pagination {
        ...AppsPagination
      }
    }
  }
`);
const MailboxQuery = graphql(`
  query AppsMailbox($id: ID!) {
    mailboxSettings {
      messageLayout
    }
    mailFolders {
      slug
      count
    }
    mailFilters {
      slug
    }
    mailLabels {
      slug
      color
    }
    mail(id: $id) {
      id
      subject
      ccCount
      from {
        contact
      }
    }
  }
`);
const MailboxMutations = graphql(`
  mutation AppsMailboxWrites($mailId: ID!, $mail: MailPatch!, $label: MailLabelInput!) {
    updateMailboxSettings(input: { messageLayout: "full" }) {
      messageLayout
    }
    updateMail(id: $mailId, input: $mail) {
      id
      starred
      unread
      folder
      subject
    }
    createMailLabel(input: $label) {
      id
      title
      slug
      color
    }
  }
`);
const LabelMutations = graphql(`
  mutation AppsMailLabelWrites($id: ID!, $input: MailLabelPatch!, $deleteId: ID!) {
    updateMailLabel(id: $id, input: $input) {
      slug
      color
    }
    deleteMailLabel(id: $deleteId)
  }
`);

describe('mailbox: GraphQL', () => {
  it('mails needs a token', async () => {
    expect(errorCode((await gql(gateway, MailsQuery, { folder: 'inbox' })).body)).toBe('UNAUTHENTICATED');
  });

  let token: string;
  beforeAll(async () => {
    token = await freshToken(gateway, 'mail-graph');
  });

  it('mails pages zero-based; first, last, past the last; exactly one selector', async () => {
    const first = await gql(gateway, MailsQuery, { folder: 'inbox' }, { token });
    expect(first.body.data?.mails.pagination).toEqual({ total: 32, page: 0, size: 10, lastPage: 4 });
    const items = first.body.data!.mails.items;
    expect(items.map((mail) => mail.id)).toEqual(
      newestFirst(inFolder('inbox'))
        .slice(0, 10)
        .map((mail: Json) => mail.id),
    );
    for (const mail of items) expect(mail.ccCount).toBe(mail.cc?.length ?? 0);
    expect(
      (await gql(gateway, MailsQuery, { folder: 'inbox', page: 3 }, { token })).body.data?.mails.items,
    ).toHaveLength(2);
    expect((await gql(gateway, MailsQuery, { folder: 'inbox', page: 4 }, { token })).body.data?.mails.items).toEqual(
      [],
    );
    const work = await gql(gateway, MailsQuery, { label: 'work', size: 100 }, { token });
    expect(work.body.data?.mails.items.every((mail) => mail.labels.includes(labelId('work')))).toBe(true);
    expect(work.body.data?.mails.pagination.total).toBe(34);
    for (const variables of [
      {},
      { folder: 'inbox', filter: 'starred' },
      { folder: 'inbox', page: -1 },
      { filter: 'starred', size: 101 },
    ] as { folder?: string; filter?: string; page?: number; size?: number }[]) {
      expect(errorCode((await gql(gateway, MailsQuery, variables, { token })).body)).toBe('BAD_USER_INPUT');
    }
  });

  it('settings, folder counts, filters, labels and one mail', async () => {
    const mail = inFolder('inbox').find((candidate: Json) => candidate.cc);
    const res = await gql(gateway, MailboxQuery, { id: mail.id }, { token });
    expect(res.body.data).toEqual({
      mailboxSettings: { messageLayout: 'right' },
      mailFolders: ['inbox', 'sent', 'drafts', 'spam', 'trash'].map((slug, i) => ({
        slug,
        count: [18, 0, 5, 7, 0][i],
      })),
      mailFilters: [{ slug: 'starred' }, { slug: 'important' }],
      mailLabels: mailFixtures.labels.map(({ slug, color }: Json) => ({ slug, color })),
      mail: { id: mail.id, subject: mail.subject, ccCount: mail.cc.length, from: { contact: mail.from.contact } },
    });
  });

  it('the mutations merge, slug and strip; bad input is BAD_USER_INPUT', async () => {
    const mail = inFolder('trash')[0];
    const res = await gql(
      gateway,
      MailboxMutations,
      { mailId: mail.id, mail: { starred: true, folder: folderId('inbox') }, label: { title: 'Personal' } },
      { token },
    );
    expect(res.body.data).toEqual({
      updateMailboxSettings: { messageLayout: 'full' },
      updateMail: { id: mail.id, starred: true, unread: mail.unread, folder: folderId('inbox'), subject: mail.subject },
      createMailLabel: { id: expect.any(String), title: 'Personal', slug: 'personal-1', color: 'blue' },
    });
    const created = res.body.data!.createMailLabel.id;
    const labels = await gql(
      gateway,
      LabelMutations,
      { id: created, input: { title: 'Forums' }, deleteId: labelId('personal') },
      { token },
    );
    expect(labels.body.data).toEqual({ updateMailLabel: { slug: 'forums-1', color: 'blue' }, deleteMailLabel: true });
    const gone = await gql(gateway, MailsQuery, { label: 'personal' }, { token });
    expect(gone.body.data?.mails.pagination.total).toBe(0);
    const unknown = await gql(
      gateway,
      LabelMutations,
      { id: UNKNOWN_ID, input: { color: 'red' }, deleteId: UNKNOWN_ID },
      { token },
    );
    expect(unknown.body.data).toEqual({ updateMailLabel: null, deleteMailLabel: false });
    const move = 'mutation($id: ID!, $folder: ID!) { updateMail(id: $id, input: { folder: $folder }) { id } }';
    for (const folder of ['x', UNKNOWN_ID])
      expect(errorCode((await gqlRaw(gateway, move, { id: mail.id, folder }, { token })).body)).toBe('BAD_USER_INPUT');
    expect((await counts(token)).inbox).toBe(18 + (mail.unread ? 1 : 0));
  });
});
