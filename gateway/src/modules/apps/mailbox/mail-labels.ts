// The mailbox's labels, one account's each (spec §7 Mailbox, contract §4.7): listed in stored
// order, added last with a slug made from the title (a taken slug gets a numeric suffix),
// changed by shallow merge (a new title makes a new slug, suffixed too), and deleted from
// every mail that carries them (an unknown id deletes nothing).
import { parseInput } from '../../../lib/validation.js';
import type { AccountData, DemoStore } from '../kit/demo-store.js';
import { labelSlug, uniqueSlug } from './label-slug.js';
import type { MailLabelModel } from './mailbox.mappers.js';
import { LABEL, MAIL } from './mailbox.repository.js';
import { LabelPatchBody, NewLabelBody } from './mailbox.schemas.js';

type LabelDoc = Omit<MailLabelModel, 'id'>;

/**
 * The slugs of the account's labels but `except`, with the account locked until the write ends:
 * two labels given the same title at once would otherwise both take the first free slug.
 */
async function slugsBut(data: AccountData, except?: string) {
  await data.lock();
  return new Set((await data.list<LabelDoc>(LABEL)).filter((label) => label.id !== except).map((label) => label.slug));
}

export class MailLabels {
  constructor(private readonly store: DemoStore) {}

  list(userId: string): Promise<MailLabelModel[]> {
    return this.store.read(userId, (data) => data.list<LabelDoc>(LABEL));
  }

  /** POST label {label: {title, color}}: added last; answers it with its id and slug. */
  create(userId: string, body: unknown): Promise<MailLabelModel> {
    const { label } = parseInput(NewLabelBody, body);
    return this.store.write(userId, async (data) => {
      const slug = uniqueSlug(labelSlug(label.title), await slugsBut(data));
      return data.insert<LabelDoc>(LABEL, { title: label.title, slug, color: label.color }, 'last');
    });
  }

  /** PATCH label {id, label}: shallow merge, the slug following the title; null when unknown. */
  update(userId: string, body: unknown): Promise<MailLabelModel | null> {
    const { id, label } = parseInput(LabelPatchBody, body);
    return this.store.write(userId, async (data) => {
      if (!(await data.get(LABEL, id))) return null;
      const slug =
        label.title === undefined ? {} : { slug: uniqueSlug(labelSlug(label.title), await slugsBut(data, id)) };
      return data.merge<LabelDoc>(LABEL, id, { ...label, ...slug });
    });
  }

  /** True when the label was there (and is now off every mail). */
  remove(userId: string, id: unknown): Promise<boolean> {
    return this.store.write(userId, async (data) => {
      const removed = await data.remove(LABEL, id);
      if (removed) await data.strip(MAIL, 'labels', removed.id);
      return Boolean(removed);
    });
  }

  /** Refuses label ids the account has no label for (a mail's labels are its own labels). */
  async known(data: AccountData, ids: readonly string[]): Promise<boolean> {
    const labels = new Set((await data.list(LABEL)).map((label) => label.id));
    return ids.every((id) => labels.has(id));
  }
}
