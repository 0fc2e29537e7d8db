// The scrumboard app's inputs. Positions are the client's sort keys (contract §4.9): steps of
// 65536, halves between two neighbours, -1 for a card left out of a card/positions call.
import { z } from 'zod';
import { demoId, demoInstant, demoText, demoTitle } from '../kit/demo-input.js';

/** A new list or card goes this far after the last one (65536 when it is the first). */
export const POSITION_STEP = 65_536;
/** The highest position: far above the client's renumbering point (65536 × 500), exact in a double. */
export const MAX_POSITION = 2 ** 48;
/** Items of one batch call (the client keeps at most 200 lists). */
export const MAX_BATCH = 200;

/** A finite number (zod refuses NaN and ±Infinity, which JSON's 1e999 gives) in range. */
const position = z.number().min(-1).max(MAX_POSITION);
const title = demoTitle.trim().min(1);
/** Label ids, or label objects (as PATCH card sends them): kept as ids. */
const labelRefs = z
  .array(
    z.union([demoId, z.object({ id: demoId })]).transform((label) => (typeof label === 'string' ? label : label.id)),
  )
  .max(100);

const ListPatch = z.object({ boardId: demoId.optional(), title: title.optional(), position: position.optional() });
const ListUpdate = ListPatch.extend({ id: demoId });
export type ListUpdateData = z.infer<typeof ListUpdate>;

export const NewListBody = z.object({ list: ListPatch.extend({ boardId: demoId, title }) });
export const ListBody = z.object({ list: ListUpdate });
export const ListsBody = z.object({ lists: z.array(ListUpdate).max(MAX_BATCH) });

const CardPatch = z.object({
  boardId: demoId.optional(),
  listId: demoId.optional(),
  position: position.optional(),
  title: title.optional(),
  description: demoText.nullable().optional(),
  labels: labelRefs.optional(),
  dueDate: demoInstant.nullable().optional(),
});
export type CardPatchData = z.infer<typeof CardPatch>;

export const NewCardBody = z.object({ card: CardPatch.extend({ boardId: demoId, listId: demoId, title }) });
export const CardBody = z.object({ id: demoId, card: CardPatch });
export const CardsBody = z.object({ cards: z.array(CardPatch.extend({ id: demoId })).max(MAX_BATCH) });
export const PositionsBody = z.object({
  cards: z.array(z.object({ id: demoId, listId: demoId, boardId: demoId })).max(MAX_BATCH),
});

export const NewLabelBody = z.object({ label: z.object({ boardId: demoId, title }) });
export const LabelBody = z.object({
  id: demoId,
  label: z.object({ boardId: demoId.optional(), title: title.optional() }),
});
export const BoardIdQuery = demoId;
