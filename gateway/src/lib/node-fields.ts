// The fields a client asked for on a connection's nodes (`edges { node { … } }`), so a list
// reads only the columns those need. Fragments are followed and @include/@skip ignored: the
// answer is a superset that holds for any variables, so it is worked out once per field of
// a (cached) document.
import { Kind, type FieldNode, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

const known = new WeakMap<FieldNode, readonly string[]>();

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

export function nodeFields(info: GraphQLResolveInfo): readonly string[] {
  const [first] = info.fieldNodes;
  let fields = known.get(first);
  if (!fields) {
    const into = new Set<string>();
    for (const node of info.fieldNodes) collect(node.selectionSet, ['edges', 'node'], info, into);
    into.delete('__typename');
    known.set(first, (fields = [...into]));
  }
  return fields;
}
