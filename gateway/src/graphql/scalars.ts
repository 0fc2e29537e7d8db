// The graph's custom scalars: graphql-scalars' own, with faster answers for the two that every
// list and detail carries. Input, and any value out of the usual shape, keeps the library's checks.
import { GraphQLScalarType } from 'graphql';
import { DateTimeResolver, EmailAddressResolver, JSONResolver, LocalDateResolver, URLResolver } from 'graphql-scalars';

const DATE_SHAPE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * LocalDate, answering a date of the right shape as it is: answers come from PostgreSQL `date`
 * columns, always calendar dates, and the library's check (a Date built and formatted again
 * for each) was a visible share of a list page's CPU.
 */
const LocalDate = new GraphQLScalarType({
  ...LocalDateResolver.toConfig(),
  serialize: (value) =>
    typeof value === 'string' && DATE_SHAPE.test(value) ? value : LocalDateResolver.serialize(value),
});

/**
 * DateTime, answered as its ISO text. The library answers the Date itself and leaves the text
 * to JSON.stringify, which then calls each Date's toJSON: that made writing a list page's
 * answer (a Date per row) twice as slow. The text is the same (toJSON is toISOString).
 */
const DateTime = new GraphQLScalarType({
  ...DateTimeResolver.toConfig(),
  serialize: (value) => (DateTimeResolver.serialize(value) as Date).toISOString(),
});

export const SCALARS = {
  DateTime,
  LocalDate,
  EmailAddress: EmailAddressResolver,
  URL: URLResolver,
  JSON: JSONResolver,
};
