// Maintenance requests: each machine's secret report link (managers see and rotate it), the
// public report routes (no account; the same answer whether a link exists or not; limited per
// link and per client address; photo checked by its bytes), the managers' notice and inbox,
// approving into a corrective order (words, photo, reporter, machine DOWN when stopped) or
// declining with a reason, and nobody else reaching any of it.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { feedItems } from '../../gateway/src/db/schema.js';
import { errorCode, gql } from './support/gateway.js';
import { FRM1, FRM2, FRM3, expectData, maintenanceSuite } from './support/maintenance.js';
import {
  ApproveRequestMutation,
  DeclineRequestMutation,
  MaintenanceRequestQuery,
  MaintenanceRequestsQuery,
  RequestLinkQuery,
  RotateRequestTokenMutation,
  clientIp,
  lookUp,
  picture,
  report,
  type Report,
  unknownToken,
} from './support/requests.js';
import { IDS, newMachine } from './support/work-orders.js';

// Each test reports from addresses of its own (X-Forwarded-For from loopback is believed).
const { gateway, tokens } = maintenanceSuite({ config: { trustProxy: 'loopback' } });

const linkOf = async (id: string, token = tokens.manager) =>
  expectData(await gql(gateway, RequestLinkQuery, { id }, { token })).equipment!.requestLink;
/** A new machine of the farm and its report token (read by the farm's manager or the admin). */
async function machineWithLink(farmId = FRM1) {
  const machine = await newMachine(gateway, tokens.admin, farmId);
  const link = await linkOf(machine.id, tokens.admin);
  return { machine, token: link!.replace('/report/', '') };
}
const inbox = async (farmId = FRM1, token = tokens.manager) =>
  expectData(await gql(gateway, MaintenanceRequestsQuery, { farmId, first: 100 }, { token })).maintenanceRequests;
const requestsOf = async (machineId: string) =>
  (await inbox()).edges.map((edge) => edge.node).filter((node) => node.equipment.id === machineId);
const approve = (id: string, token = tokens.manager, extra: { priority?: 'LOW'; assigneeIds?: string[] } = {}) =>
  gql(gateway, ApproveRequestMutation, { id, ...extra }, { token });
const decline = (id: string, reason: string, token = tokens.manager) =>
  gql(gateway, DeclineRequestMutation, { id, reason }, { token });
const received = { status: 202, body: { received: true } };

describe('report links', () => {
  it('are shown to the farm’s managers only, and open the machine’s code, name and farm, nothing else', async () => {
    const machine = await newMachine(gateway, tokens.admin, FRM1);
    const link = await linkOf(machine.id);
    expect(link).toMatch(/^\/report\/[\w-]{24}$/);
    expect(await linkOf(machine.id)).toBe(link);
    expect(await linkOf(machine.id, tokens.admin)).toBe(link);
    expect(await linkOf(machine.id, tokens.tech)).toBeNull();
    const token = link!.replace('/report/', '');

    const opened = await lookUp(gateway, token);
    expect(opened.status).toBe(200);
    expect(opened.headers.get('cache-control')).toBe('no-store');
    expect(opened.body).toEqual({
      machine: { code: machine.code, name: machine.name },
      farm: { name: 'Green Valley Farm' },
    });
    for (const wrong of [unknownToken(), 'short', `${token}x`, 'x'.repeat(500)]) {
      const refused = await lookUp(gateway, wrong);
      expect(refused.status, wrong).toBe(404);
      expect(refused.body.message).toBe('Report link not found');
    }
  });

  it('a rotated link fails as an unknown one does: 404 to look up, a report taken and dropped', async () => {
    const { machine, token } = await machineWithLink();
    for (const who of ['tech', 'viewer', 'nofarm'] as const) {
      const res = await gql(gateway, RotateRequestTokenMutation, { equipmentId: machine.id }, { token: tokens[who] });
      expect(errorCode(res.body), who).toBe('FORBIDDEN');
    }
    const rotated = expectData(
      await gql(gateway, RotateRequestTokenMutation, { equipmentId: machine.id }, { token: tokens.manager }),
    ).rotateRequestToken.requestLink!;
    const fresh = rotated.replace('/report/', '');
    expect(fresh).not.toBe(token);

    expect((await lookUp(gateway, token)).status).toBe(404);
    expect(await report(gateway, token, { description: 'Old label' })).toMatchObject(received);
    expect(await report(gateway, unknownToken(), { description: 'No such link' })).toMatchObject(received);
    expect(await requestsOf(machine.id)).toEqual([]);
    expect((await lookUp(gateway, fresh)).status).toBe(200);
    expect(await report(gateway, fresh, { description: 'New label' })).toMatchObject(received);
    expect((await requestsOf(machine.id)).map((r) => r.description)).toEqual(['New label']);
  });
});

describe('reports', () => {
  it('answer the same for a known and an unknown link; the farm’s managers are told of a known one', async () => {
    const { machine, token } = await machineWithLink();
    const known = await report(gateway, token, { description: '  Hydraulic oil on the ground  ', reporterName: 'Ali' });
    const unknown = await report(gateway, unknownToken(), { description: 'Hydraulic oil', reporterName: 'Ali' });
    expect(known).toMatchObject(received);
    expect(unknown).toMatchObject(received);
    expect(Object.keys(known.body)).toEqual(Object.keys(unknown.body));

    const [request] = await requestsOf(machine.id);
    expect(request).toMatchObject({
      status: 'PENDING',
      description: 'Hydraulic oil on the ground',
      machineStopped: false,
      reporterName: 'Ali',
      reporterPhone: null,
      photo: null,
      workOrder: null,
    });
    const notices = await gateway.database.db
      .select()
      .from(feedItems)
      .where(and(eq(feedItems.messageKey, 'maintenanceRequestReceived'), eq(feedItems.farmId, FRM1)));
    const mine = notices.filter((notice) => notice.messageParams?.machine === machine.code);
    expect(mine.map((notice) => notice.userId)).toEqual([IDS.manager]);
    expect(mine[0]).toMatchObject({
      link: '/work-orders/requests',
      messageParams: { summary: 'Hydraulic oil on the ground' },
    });
  });

  it('refuse, for any link, words out of bounds (400), a photo over 8 MB (413) or not an image (415)', async () => {
    const { machine, token } = await machineWithLink();
    const oversized = Buffer.alloc(8 * 1024 * 1024 + 1);
    oversized.set([0xff, 0xd8, 0xff]);
    const cases: [Report, Buffer | undefined, number][] = [
      [{}, undefined, 400],
      [{ description: 'x'.repeat(2001) }, undefined, 400],
      [{ description: 'Broken', reporterPhone: 'call me maybe' }, undefined, 400],
      [{ description: 'Broken' }, oversized, 413],
      [{ description: 'Broken' }, Buffer.from('%PDF-1.7 no photo'), 415],
    ];
    // A link takes 5 reports an hour: the known one gets each case once, unknown ones one each.
    for (const link of [() => token, unknownToken]) {
      for (const [fields, photo, status] of cases) {
        const res = await report(gateway, link(), fields, { photo });
        expect(res.status, JSON.stringify(fields).slice(0, 60)).toBe(status);
        if (status === 413) expect(res.body.message).toBe('The photo is larger than 8 MB');
        if (status === 415) expect(res.body.message).toBe('The photo must be a JPEG, PNG or WebP image');
      }
    }
    for (const fields of [{ description: '   ' }, { description: 'Broken', reporterName: 'n'.repeat(101) }])
      expect((await report(gateway, unknownToken(), fields)).status).toBe(400);
    expect(await requestsOf(machine.id)).toEqual([]);
  });

  it('are limited to 5 an hour per link and 20 an hour per client address, whether the link exists or not', async () => {
    const { machine, token } = await machineWithLink();
    for (const link of [token, unknownToken()]) {
      for (let i = 0; i < 5; i++)
        expect(await report(gateway, link, { description: `Try ${i}` })).toMatchObject(received);
      const refused = await report(gateway, link, { description: 'Once more' });
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
      expect(refused.body.message).toMatch(/^Too many attempts, please wait \d+ seconds and try again$/);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
    }
    expect(await requestsOf(machine.id)).toHaveLength(5);

    const ip = clientIp();
    for (let i = 0; i < 20; i++)
      expect((await report(gateway, unknownToken(), { description: 'x' }, { ip })).status).toBe(202);
    expect((await report(gateway, unknownToken(), { description: 'x' }, { ip })).status).toBe(429);
    expect((await report(gateway, unknownToken(), { description: 'x' })).status).toBe(202);
  });
});

describe('the inbox', () => {
  it('approving makes a corrective order with the words, photo and reporter; a stopped machine goes DOWN', async () => {
    const { machine, token } = await machineWithLink();
    const photo = await picture('png');
    const sent = await report(
      gateway,
      token,
      {
        description: 'Engine will not start\nTried twice this morning',
        machineStopped: true,
        reporterName: 'Samir',
        reporterPhone: '+212 600-112233',
      },
      { photo },
    );
    expect(sent).toMatchObject(received);
    const [request] = await requestsOf(machine.id);
    expect(request).toMatchObject({
      machineStopped: true,
      reporterPhone: '+212 600-112233',
      photo: { createdBy: null },
    });
    expect((await fetch(gateway.url + request.photo!.thumbnailUrl)).status).toBe(200);

    const approved = expectData(
      await approve(request.id, tokens.manager, { assigneeIds: [IDS.tech] }),
    ).approveMaintenanceRequest;
    expect(approved).toMatchObject({ status: 'APPROVED', decidedBy: { id: IDS.manager } });
    const order = approved.workOrder!;
    expect(order).toMatchObject({
      type: 'CORRECTIVE',
      title: 'Engine will not start',
      description: 'Engine will not start\nTried twice this morning',
      priority: 'HIGH',
      status: 'OPEN',
      equipmentDown: true,
      equipment: { id: machine.id, status: 'DOWN' },
      assignees: [{ id: IDS.tech }],
      photos: [{ id: request.photo!.id }],
      maintenanceRequest: { id: request.id, reporterName: 'Samir' },
    });
    expect(order.timeline.map((entry) => entry.action).sort()).toEqual(['CREATE', 'FROM_REQUEST', 'PHOTO_ADD']);
    expect(order.timeline.find((entry) => entry.action === 'FROM_REQUEST')!.changes).toEqual({
      reporter: { before: null, after: 'Samir · +212 600-112233' },
    });

    // Asked again, the same answer and no second order; declining it now is refused.
    const again = expectData(await approve(request.id)).approveMaintenanceRequest;
    expect(again.workOrder!.id).toBe(order.id);
    expect(errorCode((await decline(request.id, 'Too late')).body)).toBe('BAD_USER_INPUT');
  });

  it('declining needs a reason, and a declined request cannot be approved', async () => {
    const { machine, token } = await machineWithLink();
    await report(gateway, token, { description: 'Strange noise' });
    const [request] = await requestsOf(machine.id);
    for (const reason of ['', '   ', 'r'.repeat(2001)])
      expect(errorCode((await decline(request.id, reason)).body)).toBe('BAD_USER_INPUT');
    const declined = expectData(await decline(request.id, '  Normal for this model  ')).declineMaintenanceRequest;
    expect(declined).toMatchObject({ status: 'DECLINED', declineReason: 'Normal for this model', workOrder: null });
    const refused = await approve(request.id);
    expect(errorCode(refused.body)).toBe('BAD_USER_INPUT');
    expect(refused.body.errors?.[0]?.message).toBe('This request was already declined');
    const pending = expectData(
      await gql(gateway, MaintenanceRequestsQuery, { farmId: FRM1, status: ['PENDING'] }, { token: tokens.manager }),
    ).maintenanceRequests.edges;
    expect(pending.some((edge) => edge.node.id === request.id)).toBe(false);
  });

  it('is for managers of the request’s farm and admins: technicians, viewers and other farms are refused', async () => {
    const { machine, token } = await machineWithLink(FRM3);
    await report(gateway, token, { description: 'Flat tyre' });
    const [request] = (await inbox(FRM3, tokens.admin)).edges
      .map((edge) => edge.node)
      .filter((node) => node.equipment.id === machine.id);
    // The manager of FRM-001 is a technician on FRM-002 and no member of FRM-003.
    for (const [who, farmId] of [
      ['tech', FRM1],
      ['manager', FRM2],
      ['viewer', FRM2],
      ['manager', FRM3],
      ['nofarm', FRM1],
    ] as const) {
      const res = await gql(gateway, MaintenanceRequestsQuery, { farmId }, { token: tokens[who] });
      expect(errorCode(res.body), `${who} lists ${farmId}`).toBe('FORBIDDEN');
    }
    for (const who of ['manager', 'tech', 'viewer', 'nofarm'] as const) {
      const token = tokens[who];
      expect(errorCode((await gql(gateway, MaintenanceRequestQuery, { id: request.id }, { token })).body)).toBe(
        'FORBIDDEN',
      );
      expect(errorCode((await approve(request.id, token)).body), who).toBe('FORBIDDEN');
      expect(errorCode((await decline(request.id, 'No', token)).body), who).toBe('FORBIDDEN');
    }
    const missing = await gql(gateway, MaintenanceRequestQuery, { id: unknownUuid }, { token: tokens.admin });
    expect(errorCode(missing.body)).toBe('NOT_FOUND');
    expect((await inbox(FRM3, tokens.admin)).edges.find((edge) => edge.node.id === request.id)?.node.status).toBe(
      'PENDING',
    );
    expect(expectData(await approve(request.id, tokens.admin)).approveMaintenanceRequest.status).toBe('APPROVED');
  });

  it('cannot assign another farm’s people, and a refused approval changes nothing', async () => {
    const { machine, token } = await machineWithLink();
    await report(gateway, token, { description: 'Belt broken', machineStopped: true });
    const [request] = await requestsOf(machine.id);
    const refused = await approve(request.id, tokens.manager, { assigneeIds: [IDS.viewer] });
    expect(errorCode(refused.body)).toBe('BAD_USER_INPUT');
    const after = expectData(
      await gql(gateway, MaintenanceRequestQuery, { id: request.id }, { token: tokens.manager }),
    );
    expect(after.maintenanceRequest).toMatchObject({ status: 'PENDING', workOrder: null });
    const read = expectData(await gql(gateway, RequestLinkQuery, { id: machine.id }, { token: tokens.admin }));
    expect(read.equipment!.status).toBe('OPERATIONAL');
  });
});

const unknownUuid = '00000000-0000-4000-8000-000000000000';
