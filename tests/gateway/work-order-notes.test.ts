// Photos and comments on work orders: whoever works the order (an assignee or a manager)
// attaches photos of the order's farm to it or to its checklist items and takes them off
// while it is open, and comments on it (also once closed); each on the timeline. Nobody
// else, and no other farm's photo, order or item; the photos are served to members only.
import { describe, expect, it } from 'vitest';
import { errorCode, gql } from './support/gateway.js';
import { FRM1, FRM3, expectData, maintenanceSuite } from './support/maintenance.js';
import {
  AddCommentMutation,
  AttachPhotoMutation,
  DetachPhotoMutation,
  OrderNotesQuery,
  uploadPhoto,
} from './support/requests.js';
import { AddChecklistItemMutation } from './support/work-order-details.js';
import { IDS, TRANSITIONS, clientId, createOrder, newMachine } from './support/work-orders.js';

const { gateway, tokens } = maintenanceSuite();

/** An order on a new machine of the farm, assigned to the technician when on FRM-001. */
async function order(farmId = FRM1) {
  const machine = await newMachine(gateway, tokens.admin, farmId);
  const assigneeIds = farmId === FRM1 ? [IDS.tech] : [];
  return createOrder(gateway, tokens.admin, { farmId, equipmentId: machine.id, assigneeIds });
}
const notesOf = async (id: string, token = tokens.admin) =>
  expectData(await gql(gateway, OrderNotesQuery, { id }, { token })).workOrder!;
const attach = (workOrderId: string, photoId: string, token = tokens.tech, checklistItemId?: string) =>
  gql(gateway, AttachPhotoMutation, { workOrderId, photoId, checklistItemId }, { token });
const detach = (workOrderId: string, photoId: string, token = tokens.tech) =>
  gql(gateway, DetachPhotoMutation, { workOrderId, photoId }, { token });
const comment = (workOrderId: string, body: string, token = tokens.tech, id?: string) =>
  gql(gateway, AddCommentMutation, { workOrderId, input: { body, id } }, { token });
const actions = (timeline: { action: string }[]) => timeline.map((entry) => entry.action);

describe('photos on orders', () => {
  it('an assignee attaches them to the order and its checklist items, and takes them off, on the timeline', async () => {
    const job = await order();
    const [first, second] = [
      await uploadPhoto(gateway, tokens.tech, FRM1),
      await uploadPhoto(gateway, tokens.manager, FRM1),
    ];
    const item = expectData(
      await gql(
        gateway,
        AddChecklistItemMutation,
        { workOrderId: job.id, input: { text: 'Check hoses' } },
        { token: tokens.manager },
      ),
    ).addChecklistItem;

    expect(expectData(await attach(job.id, first.id)).attachWorkOrderPhoto.photos).toEqual([{ id: first.id }]);
    expect(expectData(await attach(job.id, first.id.toUpperCase())).attachWorkOrderPhoto.photos).toHaveLength(1);
    expectData(await attach(job.id, second.id, tokens.manager, item.id));
    const notes = await notesOf(job.id, tokens.tech);
    expect(notes.photos).toMatchObject([{ id: first.id, createdBy: { id: IDS.tech } }]);
    expect(notes.photos[0].url).toMatch(new RegExp(`^/api/photos/${first.id}\\?t=`));
    expect(notes.checklist[0].photos).toEqual([{ id: second.id }]);
    expect(actions(notes.timeline).filter((action) => action.startsWith('PHOTO'))).toEqual(['PHOTO_ADD', 'PHOTO_ADD']);

    expect(expectData(await detach(job.id, second.id)).detachWorkOrderPhoto.photos).toEqual([{ id: first.id }]);
    expectData(await detach(job.id, second.id));
    const after = await notesOf(job.id);
    expect(after.checklist[0].photos).toEqual([]);
    expect(actions(after.timeline)[0]).toBe('PHOTO_REMOVE');
    expect(after.timeline[0].changes).toEqual({
      photo: { before: second.id, after: null },
      item: { before: 'Check hoses', after: 'Check hoses' },
    });

    // A closed order is reopened first.
    expectData(await TRANSITIONS.cancel(gateway, job.id, tokens.manager));
    expect(errorCode((await attach(job.id, second.id, tokens.manager)).body)).toBe('BAD_USER_INPUT');
  });

  it('are refused from anyone who does not work the order, and for another farm’s photo, order or item', async () => {
    const [job, foreign] = [await order(), await order(FRM3)];
    const photo = await uploadPhoto(gateway, tokens.tech, FRM1);
    const foreignPhoto = await uploadPhoto(gateway, tokens.admin, FRM3);
    const foreignItem = expectData(
      await gql(
        gateway,
        AddChecklistItemMutation,
        { workOrderId: foreign.id, input: { text: 'Theirs' } },
        { token: tokens.admin },
      ),
    ).addChecklistItem;
    const unassigned = await createOrder(gateway, tokens.admin, { farmId: FRM1, equipmentId: job.equipment.id });

    expect(errorCode((await attach(unassigned.id, photo.id)).body)).toBe('FORBIDDEN');
    expect(errorCode((await attach(job.id, photo.id, tokens.viewer)).body)).toBe('FORBIDDEN');
    expect(errorCode((await attach(job.id, photo.id, tokens.nofarm)).body)).toBe('FORBIDDEN');
    expect(errorCode((await attach(foreign.id, foreignPhoto.id, tokens.manager)).body)).toBe('FORBIDDEN');
    expect(errorCode((await attach(job.id, foreignPhoto.id)).body)).toBe('BAD_USER_INPUT');
    expect(errorCode((await attach(job.id, 'not-a-photo')).body)).toBe('BAD_USER_INPUT');
    expect(errorCode((await attach(job.id, photo.id, tokens.tech, foreignItem.id)).body)).toBe('BAD_USER_INPUT');
    expect(errorCode((await detach(job.id, 'not-a-photo')).body)).toBe('BAD_USER_INPUT');
    expect((await notesOf(job.id)).photos).toEqual([]);
    expect((await notesOf(foreign.id)).photos).toEqual([]);
    expect(errorCode((await gql(gateway, OrderNotesQuery, { id: job.id }, { token: tokens.viewer })).body)).toBe(
      'FORBIDDEN',
    );
  });

  it('are served only to the farm’s members (and the admin), as if missing to anyone else', async () => {
    const photo = await uploadPhoto(gateway, tokens.tech, FRM1);
    const job = await order();
    expectData(await attach(job.id, photo.id));
    const get = (token: string) =>
      fetch(`${gateway.url}/api/photos/${photo.id}`, { headers: { authorization: `Bearer ${token}` } });
    expect((await get(tokens.tech)).status).toBe(200);
    expect((await get(tokens.admin)).status).toBe(200);
    expect((await get(tokens.viewer)).status).toBe(404);
    expect((await get(tokens.nofarm)).status).toBe(404);
  });
});

describe('comments', () => {
  it('whoever works the order adds them, also once it is closed, once per client id, on the timeline', async () => {
    const job = await order();
    const id = clientId();
    const added = expectData(await comment(job.id, '  Ordered a new hose  ', tokens.tech, id)).addWorkOrderComment;
    expect(added).toMatchObject({ id, body: 'Ordered a new hose', author: { id: IDS.tech } });
    expect(expectData(await comment(job.id, 'Ordered a new hose', tokens.tech, id)).addWorkOrderComment.id).toBe(id);
    expectData(await TRANSITIONS.cancel(gateway, job.id, tokens.manager));
    expectData(await comment(job.id, 'Cancelled: the hose came with the tractor', tokens.manager));

    const notes = await notesOf(job.id, tokens.tech);
    expect(notes.comments.map((c) => [c.body, c.author?.id])).toEqual([
      ['Ordered a new hose', IDS.tech],
      ['Cancelled: the hose came with the tractor', IDS.manager],
    ]);
    expect(actions(notes.timeline).filter((action) => action === 'COMMENT')).toHaveLength(2);
    expect(notes.timeline[0].changes).toEqual({
      comment: { before: null, after: 'Cancelled: the hose came with the tractor' },
    });
  });

  it('are refused from others, and when empty or longer than 5,000 characters', async () => {
    const [job, foreign] = [await order(), await order(FRM3)];
    const unassigned = await createOrder(gateway, tokens.admin, { farmId: FRM1, equipmentId: job.equipment.id });
    expect(errorCode((await comment(unassigned.id, 'Hi')).body)).toBe('FORBIDDEN');
    expect(errorCode((await comment(job.id, 'Hi', tokens.viewer)).body)).toBe('FORBIDDEN');
    expect(errorCode((await comment(foreign.id, 'Hi', tokens.manager)).body)).toBe('FORBIDDEN');
    for (const body of ['', '   ', 'x'.repeat(5001)])
      expect(errorCode((await comment(job.id, body)).body)).toBe('BAD_USER_INPUT');
    expect((await notesOf(job.id)).comments).toEqual([]);
  });
});
