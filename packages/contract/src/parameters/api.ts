import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint.ts';
import { zClock, zId, zInt, zNumber } from '../core/strict.ts';
import { CACHE_RESET_GRANT } from '../permissions/cache-reset.ts';
import {
  SCHOOL_PARAMETER_FIELDS,
  SCHOOL_PARAMETER_KEYS,
  type SchoolParameterField,
  type SchoolParameterKey,
  type SchoolParameters,
} from './parameters.ts';

// A school's parameters (/Parameter): its own values over the platform's defaults, and the cache
// reset. The root api.ts spreads them in, so the web reaches them as `api.x` without zod.

const schoolId = zId;
const PARAMETER = 'Parameter';

/** The zod type of one parameter's value. */
function parameterSchema(f: SchoolParameterField): z.ZodType {
  if (f.kind === 'time') return zClock;
  let n = f.kind === 'integer' ? zInt() : zNumber();
  if (f.min != null) n = n.min(f.min, `must be at least ${f.min}`);
  if (f.max != null) n = n.max(f.max, `must be at most ${f.max}`);
  const scale = f.scale ?? 0;
  if (f.kind !== 'decimal') return n;
  return n.refine((v) => Math.abs(v * 10 ** scale - Math.round(v * 10 ** scale)) < 1e-6, `at most ${scale} digits after the point`);
}

/** Each parameter's schema, typed by its key. */
const valueSchemas = Object.fromEntries(SCHOOL_PARAMETER_KEYS.map((k) => [k, parameterSchema(SCHOOL_PARAMETER_FIELDS[k])])) as {
  [K in SchoolParameterKey]: z.ZodType<SchoolParameters[K]>;
};
/** Every parameter optional (a missing key stays as it is). */
const optionalValues = Object.fromEntries(SCHOOL_PARAMETER_KEYS.map((k) => [k, valueSchemas[k].optional()])) as {
  [K in SchoolParameterKey]: z.ZodOptional<z.ZodType<SchoolParameters[K]>>;
};
/** Every parameter optional or null (null: the school follows the default again). */
const clearableValues = Object.fromEntries(SCHOOL_PARAMETER_KEYS.map((k) => [k, valueSchemas[k].nullable().optional()])) as {
  [K in SchoolParameterKey]: z.ZodOptional<z.ZodNullable<z.ZodType<SchoolParameters[K]>>>;
};

/** Every parameter with its value. */
const parameters = z.object({
  OpenTime: z.string(),
  CloseTime: z.string(),
  CheckInStart: z.string(),
  CheckInEnd: z.string(),
  LateAfter: z.number(),
  EarlyLeaveBefore: z.number(),
  TemperatureThreshold: z.number(),
  RatioNursery: z.number(),
  RatioJunior: z.number(),
  RatioMiddle: z.number(),
  RatioSenior: z.number(),
  BillingDay: z.number(),
  PlanDomainMinimum: z.number(),
  PlanNoRepeatWeeks: z.number(),
});
/** A school's own values: null where it follows the default. */
const ownParameters = z.object(Object.fromEntries(SCHOOL_PARAMETER_KEYS.map((k) => [k, parameters.shape[k].nullable()])));

export const parametersApi = {
  schoolParameterDetail: defineEndpoint({
    path: 'SchoolParameter/GetDetail',
    auth: 'user',
    read: true,
    grant: { menu: PARAMETER, action: 'view' },
    summary: "A school's parameters: those that apply (its own merged over the defaults), its own, and the defaults",
    input: z.object({ SchoolId: schoolId }),
    output: z.object({
      SchoolId: z.number(),
      SchoolName: z.string(),
      Parameters: parameters,
      Own: ownParameters,
      Defaults: parameters,
    }),
  }),
  schoolParameterUpdate: defineEndpoint({
    path: 'SchoolParameter/Update',
    auth: 'user',
    grant: { menu: PARAMETER, action: 'edit' },
    summary: "Sets a school's own parameters: a value overrides the default, null follows the default again, a missing key stays",
    input: z.object({ SchoolId: schoolId, ...clearableValues }),
    output: z.null(),
  }),
  schoolParameterDefault: defineEndpoint({
    path: 'SchoolParameter/GetDefault',
    auth: 'user',
    read: true,
    grant: { menu: PARAMETER, action: 'view' },
    summary: "The platform's default parameters (platform only)",
    input: z.object({}).default({}),
    output: parameters,
  }),
  schoolParameterUpdateDefault: defineEndpoint({
    path: 'SchoolParameter/UpdateDefault',
    auth: 'user',
    grant: { menu: PARAMETER, action: 'edit' },
    summary: "Changes the platform's default parameters (platform only); a missing key stays",
    input: z.object(optionalValues),
    output: z.null(),
  }),
  schoolParameterClearCache: defineEndpoint({
    path: 'SchoolParameter/ClearRedis',
    auth: 'user',
    // Every instance's cache of every school: the platform's cache-reset grant, not a school's Parameter edit.
    grant: CACHE_RESET_GRANT,
    summary: 'Drops every cached school parameter set: the next reads come from the database (every instance; the cache-reset grant)',
    input: z.object({}).default({}),
    output: z.object({ Version: z.number() }),
  }),
} as const;
