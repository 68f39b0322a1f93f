import { fieldSchema, visit } from '@kc/contract';
import { describe, expect, it } from 'vitest';
import { filtersFromSearchForm, payloadValue, searchFormValues } from '../src/resource/forms.ts';
import { displayValue, fieldProblem, filterInput, precisionOf } from '../src/resource/model.ts';

/** The 'decimal' kind (Visit.Temperature: one digit after the point, 34–43 °C) on both sides. */
const temperature = visit.fields.Temperature;
const ctx = { lang: 'en', yes: 'Yes', no: 'No' };

describe("the 'decimal' field kind", () => {
  it('shows its digits after the point, in lists and number inputs', () => {
    expect(displayValue(temperature, 36.5, ctx)).toBe('36.5');
    expect(displayValue(temperature, 37, ctx)).toBe('37.0');
    expect(displayValue(temperature, null, ctx)).toBe('');
    expect(precisionOf(temperature)).toBe(1);
    expect(precisionOf({ ...temperature, scale: 2 })).toBe(2);
    expect(precisionOf(visit.fields.SchoolId)).toBe(0);
  });

  it('checks its bounds before sending, as the server does', () => {
    expect(fieldProblem(temperature, 36.6)).toBeNull();
    expect(fieldProblem(temperature, null)).toBeNull();
    expect(fieldProblem(temperature, 33.9)).toEqual({ key: 'resource:minValue', values: { min: 34 } });
    expect(fieldProblem(temperature, 43.1)).toEqual({ key: 'resource:maxValue', values: { max: 43 } });
    const server = fieldSchema(temperature);
    expect(server.safeParse(36.6).success).toBe(true);
    // A JSON number, never its text (README "Input contract").
    expect(server.safeParse('36.6').success).toBe(false);
    expect(server.safeParse(43.1).success).toBe(false);
    expect(server.safeParse(36.55).error?.issues[0]?.message).toBe('at most 1 digits after the point');
  });

  it('filters by a from/to range kept in the URL as typed', () => {
    expect(filterInput(visit, { Temperature_from: '37.3', Temperature_to: 'hot' })).toEqual({ Temperature_from: 37.3 });
    const values = searchFormValues(visit, { Temperature_from: '37.3' });
    expect(values.Temperature_from).toBe(37.3);
    expect(filtersFromSearchForm(visit, values)).toMatchObject({ Temperature_from: '37.3' });
    expect(payloadValue(temperature, 36.6)).toBe(36.6);
  });
});
