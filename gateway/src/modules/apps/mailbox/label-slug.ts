// The slug of a mailbox label (spec §5, contract §4.7): the lowercased title with each space
// turned into a hyphen, runs of hyphens made one, then every character that is not a word
// character or a hyphen dropped ('a & b' gives 'a--b', as the original's). A title with no
// such character gives 'label'. A taken slug gets -1, -2, … (work, work-1, work-2).
//
// fixtures/apps/slug.ts (the fixtures' category and course slugs) collapses the hyphens last
// and turns any whitespace into one: the same slugs for the fixtures' titles, another for
// 'a & b', so the label rule, which clients see, is the contract's own.

export const labelSlug = (title: string): string =>
  title
    .toLowerCase()
    .replace(/ /g, '-')
    .replace(/-+/g, '-')
    .replace(/[^\w-]+/g, '') || 'label';

/** `slug`, or the first of slug-1, slug-2, … that no other label has. */
export function uniqueSlug(slug: string, taken: ReadonlySet<string>): string {
  let candidate = slug;
  for (let n = 1; taken.has(candidate); n += 1) candidate = `${slug}-${n}`;
  return candidate;
}
