// The shapes shortcuts leave in: a row for the graph, the spec's object for REST.
import type { ShortcutRow } from '../../../db/schema.js';

export type ShortcutModel = ShortcutRow;

/** The spec's shortcut object. */
export const toShortcutDto = ({ userId: _owner, position: _position, ...shortcut }: ShortcutRow) => shortcut;
