// The fixtures keep the original's period keys ('this-year', 'last-week'), which the REST
// answers carry as they are; a GraphQL name cannot hold a hyphen, so these fields read them.
const camel = (key: string) => key.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

const periods = (...keys: string[]) =>
  Object.fromEntries(keys.map((key) => [camel(key), (parent: unknown) => (parent as Record<string, unknown>)[key]]));

const year = periods('this-year', 'last-year');
const week = periods('this-week', 'last-week');

export const periodResolvers = {
  YearSeries: year,
  IssueOverview: week,
  WeekSeries: week,
  TaskOverview: week,
  WeekNumbers: week,
};
