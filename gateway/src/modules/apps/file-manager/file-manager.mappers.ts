// The file manager's items and a folder's listing.
import type { DemoItem } from '../kit/demo-store.js';

export interface FileItemDoc {
  /** The folder it is in; null at the root. */
  folderId: string | null;
  name: string;
  createdBy: string;
  /** Display text, such as 'April 24, 2018'. */
  createdAt: string;
  modifiedAt: string;
  /** Display text, such as '87 MB'. */
  size: string;
  /** 'folder', or the file's type (PDF, XLS, DOC, TXT, JPG). */
  type: string;
  /** A folder's contents as text ('57 files'); null for a file. */
  contents: string | null;
  description: string | null;
}

export type FileManagerItemModel = DemoItem<FileItemDoc>;

export interface FileManagerFolderModel {
  folders: FileManagerItemModel[];
  files: FileManagerItemModel[];
  /** The folders from the root down to the current one (empty at the root). */
  path: FileManagerItemModel[];
}
