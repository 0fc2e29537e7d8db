/** Assignees as one line of names; '—' when nobody is assigned yet. */
export const assigneeNames = (people: readonly { name: string }[]) =>
  people.length ? people.map((person) => person.name).join(', ') : '—';
