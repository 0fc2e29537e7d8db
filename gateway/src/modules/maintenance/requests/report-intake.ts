// Problem reports from a machine's public link (/report/<token>), for people without an
// account. Each report counts against two budgets before its body is read: the client's
// address (20 an hour) and the link (5 an hour), kept where every gateway on the server sees
// them (lib/rate-limits.ts).
//
// The answer to a report does not say whether its link exists: a known link, an unknown one
// and a rotated one all get 202 { received: true } once the report is well formed (the same
// 400 / 413 / 415 / 429 refusals for all of them, since the words and the photo are checked,
// and the photo re-encoded, before the link is looked up, so the work and the time taken
// differ only by the known link's one short write). Only the page's first question, which
// machine a link opens, answers 404 for an unknown link: it must name the machine, so it
// cannot hide which links exist. That tells nothing useful: a link is 144 random bits, and
// that question is itself limited per client address (120 an hour).
import type { Db } from '../../../db/client.js';
import type { MaintenanceRequestRow } from '../../../db/schema-maintenance-requests.js';
import { notFound } from '../../../lib/errors.js';
import type { RateLimit, RateLimits } from '../../../lib/rate-limits.js';
import { parseInput } from '../../../lib/validation.js';
import { activeManagerIds } from '../../core/members/active-managers.js';
import type { ProcessedPhoto } from '../photos/photo-images.js';
import type { PhotoService } from '../photos/photos.service.js';
import { notifyManagers } from './requests.notifications.js';
import { ReportSchema } from './requests.schemas.js';
import type { RequestRepository } from './requests.repository.js';

/** What a token can look like (longer ones are refused before any lookup). */
const TOKEN = /^[A-Za-z0-9_-]{22,64}$/;

type Machine = NonNullable<Awaited<ReturnType<RequestRepository['machineOfToken']>>>;

/**
 * What the intake needs of the requests service, stated here so that the service (which
 * builds the intake) and the intake do not import each other.
 */
export interface RequestRecords {
  repository: RequestRepository;
  write<T>(farmId: string, work: (tx: Db) => Promise<T>): Promise<T>;
  audit(
    tx: Db,
    actorId: string | null,
    request: MaintenanceRequestRow,
    action: string,
    changes?: object,
  ): Promise<unknown>;
}

/** What the public page shows of the machine a link opens: nothing else. */
export interface PublicMachine {
  machine: { code: string; name: string };
  farm: { name: string };
}

export class ReportIntake {
  private readonly perClient: RateLimit;
  private readonly perLink: RateLimit;
  private readonly lookups: RateLimit;

  constructor(
    private readonly requests: RequestRecords,
    private readonly photos: PhotoService,
    limits: RateLimits,
  ) {
    this.perClient = limits.limit('report-ip', { points: 20, seconds: 3600 });
    this.perLink = limits.limit('report-token', { points: 5, seconds: 3600 });
    this.lookups = limits.limit('report-lookup-ip', { points: 120, seconds: 3600 });
  }

  private machineOf(token: string): Promise<Machine | undefined> {
    return TOKEN.test(token) ? this.requests.repository.machineOfToken(token) : Promise.resolve(undefined);
  }

  /** The machine and farm a link opens; NOT_FOUND for an unknown, rotated or retired machine's link. */
  async machine(token: string, clientIp: string): Promise<PublicMachine> {
    await this.lookups.consume(clientIp);
    const found = await this.machineOf(token);
    if (!found) throw notFound('Report link');
    return { machine: { code: found.code, name: found.name }, farm: { name: found.farmName } };
  }

  /** Counts a report against its client's and its link's budgets: TOO_MANY_REQUESTS once either is spent. */
  async admit(token: string, clientIp: string): Promise<void> {
    await this.perClient.consume(clientIp);
    await this.perLink.consume(token.slice(0, 64));
  }

  /** Checks a report and keeps it when its link is known: the caller's answer is the same either way. */
  async submit(token: string, input: unknown, photoBytes: Buffer | undefined): Promise<void> {
    const report = parseInput(ReportSchema, input ?? {});
    const photo = photoBytes ? await this.photos.prepare(photoBytes) : undefined;
    const machine = await this.machineOf(token);
    if (machine) await this.receive(machine, report, photo);
  }

  /** The request, its photo, its audit entry and the managers' notices, in one transaction. */
  private receive(
    machine: Machine,
    report: ReturnType<typeof ReportSchema.parse>,
    photo: ProcessedPhoto | undefined,
  ): Promise<MaintenanceRequestRow> {
    const { farmId } = machine;
    return this.requests.write(farmId, async (tx) => {
      const photoId = photo ? (await this.photos.keep(photo, farmId, null, tx)).id : null;
      const request = await this.requests.repository.insert(tx, {
        ...report,
        farmId,
        equipmentId: machine.id,
        photoId,
      });
      await this.requests.audit(tx, null, request, 'REPORT', {
        description: { before: null, after: request.description },
        machineStopped: { before: null, after: request.machineStopped },
      });
      await notifyManagers(tx, await activeManagerIds(tx, farmId), request, machine);
      return request;
    });
  }
}
