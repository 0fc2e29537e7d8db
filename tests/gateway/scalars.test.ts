// The graph's DateTime and LocalDate answers: plain text, the same text the library's own
// scalars gave once written as JSON, and the library's errors for anything else.
import { GraphQLError, type GraphQLScalarType } from 'graphql';
import { DateTimeResolver } from 'graphql-scalars';
import { describe, expect, it } from 'vitest';
import { SCALARS } from '../../gateway/src/graphql/scalars.js';

const asJson = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

describe('DateTime', () => {
  const { DateTime } = SCALARS as { DateTime: GraphQLScalarType };

  it('answers a Date as its ISO text, as the library’s answer reads once written as JSON', () => {
    for (const date of [new Date('2026-11-24T21:21:54.123Z'), new Date(0), new Date('1999-12-31T23:59:59.999Z')]) {
      const answer = DateTime.serialize(date);
      expect(typeof answer).toBe('string');
      expect(answer).toBe(asJson(DateTimeResolver.serialize(date)));
    }
  });

  it('answers date-time text with an offset in UTC, as before', () => {
    expect(DateTime.serialize('2026-01-02T03:04:05+02:00')).toBe('2026-01-02T01:04:05.000Z');
    expect(DateTime.serialize('2026-01-02T03:04:05+02:00')).toBe(
      asJson(DateTimeResolver.serialize('2026-01-02T03:04:05+02:00')),
    );
  });

  it('refuses an invalid Date, text that is not a date-time and other values', () => {
    for (const value of [new Date(Number.NaN), 'yesterday', '2026-13-01T00:00:00Z', true, {}])
      expect(() => DateTime.serialize(value)).toThrow(GraphQLError);
  });

  it('reads input as the library does', () => {
    const text = '2026-11-24T21:21:54.123Z';
    expect(DateTime.parseValue(text)).toEqual(DateTimeResolver.parseValue(text));
  });
});

describe('LocalDate', () => {
  const { LocalDate } = SCALARS as { LocalDate: GraphQLScalarType };

  it('answers a calendar date as it is and refuses what is not one', () => {
    expect(LocalDate.serialize('2026-02-28')).toBe('2026-02-28');
    expect(() => LocalDate.serialize('28/02/2026')).toThrow(GraphQLError);
  });
});
