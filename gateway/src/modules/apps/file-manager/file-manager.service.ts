// The file manager (spec §7 File manager, contract §4.5), one account's copy each: a folder's
// sub-folders and files, each sorted by name, and the path from the root down to it.
import { z } from 'zod';
import type { Db } from '../../../db/client.js';
import { parseInput } from '../../../lib/validation.js';
import type { UserModel } from '../../core/user/user.mappers.js';
import { byText, demoId } from '../kit/demo-input.js';
import type { FileItemDoc, FileManagerFolderModel, FileManagerItemModel } from './file-manager.mappers.js';
import { fileManagerStore, ITEM } from './file-manager.repository.js';

/** The folder asked for: absent, null or the text 'null' (what the original's client sends) is the root. */
const FolderId = z
  .union([demoId, z.null(), z.undefined()])
  .transform((value) => (value === undefined || value === null || value === 'null' ? null : value));

const byName = byText<FileManagerItemModel>((item) => item.name);

export class FileManagerAppService {
  private readonly store;

  constructor(db: Db) {
    this.store = fileManagerStore(db);
  }

  /** A folder's listing; an unknown folder answers empty lists and an empty path. */
  async folder(user: UserModel, folderId: unknown): Promise<FileManagerFolderModel> {
    const id = parseInput(FolderId, folderId);
    const items = await this.store.read(user.id, (data) => data.list<FileItemDoc>(ITEM));
    const byId = new Map(items.map((item) => [item.id, item]));
    const current = id === null ? null : byId.get(id);
    if (current === undefined || (current && current.type !== 'folder')) return { folders: [], files: [], path: [] };
    const inside = items.filter((item) => item.folderId === id).sort(byName);
    const path: FileManagerItemModel[] = [];
    for (let step = current; step && path.length <= items.length; step = byId.get(step.folderId ?? '') ?? null)
      path.unshift(step);
    return {
      folders: inside.filter((item) => item.type === 'folder'),
      files: inside.filter((item) => item.type !== 'folder'),
      path,
    };
  }
}
