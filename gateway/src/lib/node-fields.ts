// The fields a client asked for on a connection's nodes (`edges { node { … } }`), so a list
// reads only the columns those need, or on one record, so its statement carries the relations
// asked. Fragments are followed and @include/@skip ignored: the answer is a superset that
// holds for any variables, so it is worked out once per field of a (cached) document.
import { Kind, type FieldNode, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

/** By the field's first node, then by the path they are under ('edges.node', say). */
const known = new WeakMap<FieldNode, Map<string, readonly string[]>>();

/** Adds to `into` the fields named in `selections`, through fragments, under `path`. */
function collect(
  selectionSet: SelectionSetNode | undefined,
  path: readonly string[],
  info: GraphQLResolveInfo,
  into: Set<string>,
): void {
  for (const selection of selectionSet?.selections ?? []) {
    if (selection.kind === Kind.FIELD) {
      if (!path.length) into.add(selection.name.value);
      else if (selection.name.value === path[0]) collect(selection.selectionSet, path.slice(1), info, into);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      collect(selection.selectionSet, path, info, into);
    } else {
      collect(info.fragments[selection.name.value]?.selectionSet, path, info, into);
    }
  }
}

/** The fields asked at `path` under the field being resolved, worked out once per document. */
function fieldsAt(info: GraphQLResolveInfo, path: readonly string[]): readonly string[] {
  const [first] = info.fieldNodes;
  let byPath = known.get(first);
  if (!byPath) known.set(first, (byPath = new Map()));
  const key = path.join('.');
  let fields = byPath.get(key);
  if (!fields) {
    const into = new Set<string>();
    for (const node of info.fieldNodes) collect(node.selectionSet, path, info, into);
    into.delete('__typename');
    byPath.set(key, (fields = [...into]));
  }
  return fields;
}

/**
 * The fields asked on the connection's nodes, or, `under` a node field (`equipment`), on the
 * object it holds.
 */
export const nodeFields = (info: GraphQLResolveInfo, under?: string): readonly string[] =>
  fieldsAt(info, under ? ['edges', 'node', under] : ['edges', 'node']);

/** The fields asked on the object the field gives (one record), or `under` one of its fields. */
export const objectFields = (info: GraphQLResolveInfo, under?: string): readonly string[] =>
  fieldsAt(info, under ? [under] : []);
