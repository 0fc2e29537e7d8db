// Photos of a farm: stored by its members (or, through store(), by a route that has checked
// its own right, such as the public problem report), served only to the farm's members, an
// admin, or the holder of a signed address (photo-links.ts). Other modules link photos to
// their records after requireInFarm(). A photo on its own is not audited: the record that
// links it is.
import type { Db } from '../../../db/client.js';
import { badInput, forbidden, notFound, unauthenticated } from '../../../lib/errors.js';
import { isUuid } from '../../../lib/ids.js';
import { can, canAccessFarm } from '../../core/farm/farm-access.js';
import type { UserModel } from '../../core/user/user.mappers.js';
import { processPhoto, type ProcessedPhoto } from './photo-images.js';
import type { PhotoAddresses, PhotoLinks } from './photo-links.js';
import type { PhotoRepository, StoredImage } from './photos.repository.js';

/** Who may add photos to a farm: those who write its work orders or its machines. */
const UPLOAD_PERMISSIONS = ['workorders.write', 'equipment.write'];
/** The most photo ids one record may link at once. */
const MAX_LINKED = 50;

export interface StoredPhoto extends PhotoAddresses {
  id: string;
}

export class PhotoService {
  constructor(
    readonly repository: PhotoRepository,
    private readonly links: PhotoLinks,
  ) {}

  /** FORBIDDEN unless the user may add photos to the farm (checked before an upload is read). */
  assertMayUpload(user: UserModel, farmId: string): void {
    if (!UPLOAD_PERMISSIONS.some((permission) => can(user, farmId, permission))) throw forbidden();
  }

  async upload(user: UserModel, farmId: string, bytes: Buffer): Promise<StoredPhoto> {
    this.assertMayUpload(user, farmId);
    return this.store(bytes, farmId, user.id);
  }

  /**
   * Stores a photo of the farm with no access check: for callers that have made their own
   * (the public problem report has no user). 413 / 415 refusals as for an upload.
   */
  async store(bytes: Buffer, farmId: string, by: string | null): Promise<StoredPhoto> {
    return this.keep(await this.prepare(bytes), farmId, by);
  }

  /**
   * Checks and re-encodes an image without storing it (413 / 415 refusals as for an upload):
   * the public problem report does this work whether its link is known or not, so its answer
   * takes about as long either way.
   */
  prepare(bytes: Buffer): Promise<ProcessedPhoto> {
    return processPhoto(bytes);
  }

  /** Stores a prepared photo of the farm (in `db`, a caller's transaction if it has one), with no access check. */
  async keep(photo: ProcessedPhoto, farmId: string, by: string | null, db?: Db): Promise<StoredPhoto> {
    const id = await this.repository.insert({ ...photo, farmId, size: photo.bytes.length, createdBy: by }, db);
    return { id, ...this.links.addresses(id) };
  }

  /**
   * The ids, checked to be photos of the farm (in `db`, a caller's transaction if it has
   * one): BAD_USER_INPUT otherwise, saying the same of another farm's photo as of none.
   */
  async requireInFarm(ids: readonly unknown[], farmId: string, db: Db = this.repository.db): Promise<string[]> {
    if (ids.length > MAX_LINKED) throw badInput(`At most ${MAX_LINKED} photos`);
    const wanted = [...new Set(ids.map((id) => (isUuid(id) ? id.toLowerCase() : String(id))))];
    const uuids = wanted.filter(isUuid);
    const found = uuids.length && isUuid(farmId) ? await this.repository.idsInFarm(db, uuids, farmId) : new Set();
    const missing = wanted.find((id) => !found.has(id));
    if (missing !== undefined) throw badInput(`${missing.slice(0, 40)} is not a photo of this farm`);
    return wanted;
  }

  /** Addresses the browser can show the photo with (see photo-links.ts). */
  addressesOf(photoId: string): PhotoAddresses {
    return this.links.addresses(photoId);
  }

  /**
   * The image, for a member of the photo's farm, an admin, or a signed address of it.
   * NOT_FOUND for anyone else, as for a photo that does not exist.
   */
  async image(
    viewer: UserModel | null,
    id: string,
    variant: 'full' | 'thumbnail',
    token: string | undefined,
  ): Promise<StoredImage> {
    if (!viewer && token === undefined) throw unauthenticated();
    const image = isUuid(id) ? await this.repository.findImage(id, variant) : undefined;
    const allowed =
      image &&
      ((token !== undefined && this.links.allows(id, token)) || (viewer && canAccessFarm(viewer, image.farmId)));
    if (!allowed) throw notFound('Photo');
    return image;
  }
}
