// The tags of a demo app (tasks, contacts): listed in stored order, created first with a fresh
// id (POST {tag}), renamed by shallow merge (PATCH {id, tag}), and deleted from every record
// that carries them (DELETE ?id=; an unknown id deletes nothing).
import { z } from 'zod';
import { parseInput } from '../../../lib/validation.js';
import { demoId, demoTitle } from './demo-input.js';
import type { DemoItem, DemoStore } from './demo-store.js';

export type DemoTag = DemoItem<{ title: string }>;

const TagFields = z.object({ title: demoTitle.trim().min(1) });
const TagBody = z.object({ tag: TagFields });
const TagPatchBody = z.object({ id: demoId, tag: TagFields.partial() });

export class DemoTags {
  constructor(
    private readonly store: DemoStore,
    /** The tagged records' kind, whose `tags` field holds tag ids. */
    private readonly tagged: string,
    private readonly kind = 'tag',
  ) {}

  list(userId: string): Promise<DemoTag[]> {
    return this.store.read(userId, (data) => data.list<{ title: string }>(this.kind));
  }

  create(userId: string, body: unknown): Promise<DemoTag> {
    const { tag } = parseInput(TagBody, body);
    return this.store.write(userId, (data) => data.insert(this.kind, tag, 'first'));
  }

  /** Null when unknown. */
  update(userId: string, body: unknown): Promise<DemoTag | null> {
    const { id, tag } = parseInput(TagPatchBody, body);
    return this.store.write(userId, (data) => data.merge(this.kind, id, tag));
  }

  /** True when the tag was there (and is now off every record). */
  remove(userId: string, id: unknown): Promise<boolean> {
    return this.store.write(userId, async (data) => {
      const removed = await data.remove(this.kind, id);
      if (removed) await data.strip(this.tagged, 'tags', removed.id);
      return Boolean(removed);
    });
  }
}
