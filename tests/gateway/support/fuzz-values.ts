// fast-check arbitraries for any GraphQL input type, read from the schema itself: boundary
// values (empty, at and past the limits, huge, negative, NaN-like text, dates that do not
// exist), wrong types, and ids of every kind (this farm's, another farm's, unknown, not an
// id at all). A new argument or input field is covered as soon as it is in the schema.
import fc from 'fast-check';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLInputType,
} from 'graphql';
import { demo } from './fixtures.js';

const HUGE = 100_000;

/** The farm most fuzzed callers work in (the manager's and the technician's). */
export const HOME_FARM = demo.farms[0].id;

const farmRecordIds = (farm: (typeof demo.maintenance)[number]) => [
  farm.farmId,
  ...farm.machines.map((machine) => machine.id),
  ...farm.parts.map((part) => part.id),
];
/** Ids of the home farm, and of the demo accounts' own notifications, messages and shortcuts. */
const HOME_IDS: string[] = [
  ...demo.maintenance.filter((farm) => farm.farmId === HOME_FARM).flatMap(farmRecordIds),
  ...[...demo.notifications, ...demo.messages, ...demo.shortcuts].map((item) => item.id),
];
/** Ids of every other farm, and of the users themselves. */
const OTHER_IDS: string[] = [
  ...demo.farms.map((farm) => farm.id),
  ...demo.users.map((user) => user.id),
  ...demo.maintenance.filter((farm) => farm.farmId !== HOME_FARM).flatMap(farmRecordIds),
];

const text = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    'x'.repeat(200),
    'x'.repeat(201),
    'x'.repeat(10_001),
    'x'.repeat(HUGE),
    'NaN',
    '-1',
    'Infinity',
    'null',
    "' OR '1'='1",
    '%_\\',
    '\u0000',
    'javascript:alert(1)',
    '/\\evil.example',
    '//evil.example',
    'data:text/html;base64,PHNjcmlwdD4=',
    '2024-02-30',
    '0000-01-01T00:00:00Z',
    'مرحبا',
    '/equipment',
    'https://example.org/x',
  ),
  fc.string({ maxLength: 40 }),
);

const id = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...HOME_IDS) },
  { weight: 3, arbitrary: fc.constantFrom(...OTHER_IDS) },
  { weight: 1, arbitrary: fc.uuid() },
  { weight: 1, arbitrary: fc.constantFrom('', 'not-an-id', '00000000-0000-0000-0000-000000000000', 'x'.repeat(HUGE)) },
);

const int = fc.oneof(
  fc.constantFrom(-1, 0, 1, 25, 100, 101, 2 ** 31 - 1, -(2 ** 31)),
  fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }),
);

const float = fc.oneof(
  fc.constantFrom(-1, 0, -0, 0.0001, 0.001, 1e9, 1e12, 1e308, -1e308, Number.MIN_VALUE, 2 ** 53),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const dateTime = fc.oneof(
  fc.constantFrom(
    '0000-01-01T00:00:00Z',
    '+275760-09-13T00:00:00Z',
    '2024-02-30T10:00:00Z',
    '1899-12-31T23:59:59Z',
    'now',
  ),
  fc
    .date({ min: new Date('1800-01-01'), max: new Date('2300-01-01'), noInvalidDate: true })
    .map((date) => date.toISOString()),
);

const localDate = fc.oneof(
  fc.constantFrom('2024-02-30', '0000-01-01', '2024-02-29', '1899-12-31', '2101-01-01', '2024-1-1'),
  fc
    .date({ min: new Date('1850-01-01'), max: new Date('2200-01-01'), noInvalidDate: true })
    .map((date) => date.toISOString().slice(0, 10)),
);

const SCALARS: Record<string, fc.Arbitrary<unknown>> = {
  String: text,
  ID: id,
  Int: int,
  Float: float,
  Boolean: fc.boolean(),
  DateTime: dateTime,
  LocalDate: localDate,
  EmailAddress: fc.oneof(fc.emailAddress(), fc.constantFrom('manager@farmmaint.app', 'not-an-email', '')),
  URL: fc.oneof(fc.webUrl(), text),
  JSON: fc.jsonValue({ maxDepth: 2 }),
};

/** Plausible values for arguments and input fields by name, for the ordinary calls. */
const PLAUSIBLE: Record<string, fc.Arbitrary<unknown>> = {
  farmId: fc.constant(HOME_FARM),
  code: fc.stringMatching(/^[A-Z]{2}-[0-9]{3,6}$/),
  partNumber: fc.stringMatching(/^PN-[0-9]{3,8}$/),
  name: fc.constantFrom('Fuzzed tractor', 'Hydraulic filter', 'Ana'),
  label: fc.constantFrom('Fuzzed shortcut'),
  title: fc.constantFrom('Fuzzed title'),
  email: fc.constantFrom('manager@farmmaint.app', 'tech@farmmaint.app'),
  password: fc.constantFrom('Manager#2026', 'Wrong#2026'),
  link: fc.constantFrom('/equipment', 'https://example.org/changelog'),
  quantity: fc.constantFrom(1, 2.5, -1, 1000),
  value: fc.constantFrom(10, 1e6, 5000.5),
  reason: fc.constantFrom('Counted again'),
  unit: fc.constantFrom('PCS', 'L'),
  first: fc.integer({ min: 1, max: 100 }),
  after: fc.constant(null),
  year: fc.integer({ min: 1950, max: 2030 }),
  purchaseDate: fc.constantFrom('2020-05-01', '2024-02-29'),
  warrantyEnd: fc.constantFrom('2027-05-01'),
  purchaseCost: fc.constantFrom(1000, 99_999.99),
  meterValue: fc.constantFrom(0, 1234.5),
  unitCost: fc.constantFrom(0, 12.5),
  minQuantity: fc.constantFrom(0, 5),
  reorderQuantity: fc.constantFrom(0, 10),
  photoUrl: fc.constantFrom('https://cdn.example/tractor.jpg', '/assets/tractor.png'),
  compatibleEquipmentIds: fc.constant([]),
  parentId: fc.constant(null),
  ...Object.fromEntries(
    [
      'notes',
      'make',
      'model',
      'serialNumber',
      'location',
      'description',
      'category',
      'supplier',
      'storageLocation',
      'icon',
      'note',
    ].map((field) => [field, fc.constantFrom('abc', 'Nord')]),
  ),
};

/** What a well-behaved client sends: valid, ordinary values of each scalar. */
const ORDINARY: Record<string, fc.Arbitrary<unknown>> = {
  String: fc.constantFrom('abc', 'Nord', 'Fuzzed text'),
  ID: fc.constantFrom(...HOME_IDS),
  Int: fc.integer({ min: 1, max: 100 }),
  Float: fc.double({ min: 0, max: 1000, noNaN: true }),
  Boolean: fc.boolean(),
  DateTime: fc
    .date({ min: new Date('2020-01-01'), max: new Date('2026-01-01'), noInvalidDate: true })
    .map((date) => date.toISOString()),
  LocalDate: fc.constantFrom('2020-05-01', '2024-02-29'),
  EmailAddress: fc.emailAddress(),
  URL: fc.webUrl(),
  JSON: fc.jsonValue({ maxDepth: 1 }),
};

/** A value of any other type: what a careless client sends where this type belongs. */
const wrongType = fc.constantFrom<unknown>('text', 42, 1.5, true, [], {}, ['a', 1]);

/**
 * Values for `type`: half the time an ordinary, valid call (which reaches the services and
 * the database), half the time a hostile one, where every value may be a boundary, null,
 * unknown or of another type.
 */
export function valuesOf(type: GraphQLInputType, name = ''): fc.Arbitrary<unknown> {
  return fc.oneof(values(type, name, false, true), values(type, name, true, true));
}

function values(type: GraphQLInputType, name: string, hostile: boolean, nullable: boolean): fc.Arbitrary<unknown> {
  if (isNonNullType(type))
    return hostile
      ? fc.oneof(
          { weight: 30, arbitrary: values(type.ofType, name, hostile, false) },
          { weight: 1, arbitrary: fc.constant(null) },
        )
      : values(type.ofType, name, hostile, false);
  const value = isListType(type)
    ? hostile
      ? fc.oneof(
          { weight: 8, arbitrary: fc.array(values(type.ofType, name, hostile, true), { maxLength: 3 }) },
          { weight: 1, arbitrary: fc.constant(null).map(() => Array.from({ length: 1_000 }, () => null)) },
        )
      : fc.array(values(type.ofType, name, hostile, true), { maxLength: 2 })
    : namedValues(type, hostile);
  // By name only where the name means one thing: a plain value, not an enum or a list.
  const plausible = !isListType(type) && isScalarType(getNamedType(type)) ? PLAUSIBLE[name] : undefined;
  if (!hostile) return plausible ?? value;
  return fc.oneof(
    { weight: 30, arbitrary: value },
    ...(nullable ? [{ weight: 2, arbitrary: fc.constant(null) }] : []),
    { weight: 1, arbitrary: wrongType },
  );
}

function namedValues(type: GraphQLInputType, hostile: boolean): fc.Arbitrary<unknown> {
  const named = getNamedType(type);
  if (isScalarType(named)) {
    const scalar = (hostile ? SCALARS : ORDINARY)[named.name];
    if (!scalar)
      throw new Error(`fuzz-values: no values for the scalar ${named.name}; add them to SCALARS and ORDINARY`);
    return scalar;
  }
  if (isEnumType(named)) {
    const valid = fc.constantFrom(...named.getValues().map((value) => value.name));
    return hostile
      ? fc.oneof({ weight: 20, arbitrary: valid }, { weight: 1, arbitrary: fc.constant('NOT_A_VALUE') })
      : valid;
  }
  if (isInputObjectType(named)) {
    const fields = Object.values(named.getFields());
    const shape = Object.fromEntries(
      fields.map((field) => [field.name, values(field.type, field.name, hostile, true)]),
    );
    const required = fields.filter((field) => isNonNullType(field.type)).map((field) => field.name);
    return fc.record(shape, { requiredKeys: required });
  }
  throw new Error(`fuzz-values: ${String(named)} is not an input type`);
}
