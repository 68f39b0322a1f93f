import type { ResourceDef } from '@kc/contract';
import { defineResource, governmentSupervise, schoolClass } from '@kc/contract';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { filtersFromSearchForm, initialFormValues, payloadValue, searchFormValues, toPayload, widgetValue } from '../src/resource/forms.ts';

const gov = governmentSupervise;
const cls = schoolClass;
const sample: ResourceDef = defineResource({
  name: 'Sample',
  title: { zh: '样例', en: 'Sample', es: 'Muestra' },
  id: 'SampleId',
  menu: 'StudentManage',
  scope: 'school',
  display: 'Name',
  actions: ['Add', 'Update'],
  fields: {
    Name: { kind: 'string', label: { zh: '名称', en: 'Name', es: 'Nombre' }, edit: true, filter: 'like' },
    Fee: { kind: 'money', label: { zh: '费用', en: 'Fee', es: 'Cuota' }, edit: true, filter: 'range' },
    Born: { kind: 'date', label: { zh: '生日', en: 'Born', es: 'Nacido' }, edit: true, filter: 'range' },
    Active: { kind: 'boolean', label: { zh: '启用', en: 'Active', es: 'Activo' }, edit: true, filter: 'eq' },
    Classes: { kind: 'refs', ref: 'Class', label: { zh: '班级', en: 'Classes', es: 'Clases' }, edit: true },
  },
});

describe('form values ↔ payload', () => {
  it('money is yuan in the form and integer cents on the wire', () => {
    const f = sample.fields.Fee!;
    expect(widgetValue(f, 1999)).toBe(19.99);
    expect(payloadValue(f, 19.99)).toBe(1999);
    expect(payloadValue(f, null)).toBeUndefined();
  });

  it('dates are Dayjs in the form and YYYY-MM-DD on the wire', () => {
    const f = sample.fields.Born!;
    const d = widgetValue(f, '2021-03-04');
    expect(dayjs.isDayjs(d)).toBe(true);
    expect(payloadValue(f, d)).toBe('2021-03-04');
  });

  it('refs typed in by id become numbers', () => {
    expect(payloadValue(sample.fields.Classes!, ['3', '4', 'x'])).toEqual([3, 4]);
    expect(payloadValue(sample.fields.Classes!, [])).toBeUndefined();
  });

  it('add leaves empty fields out; edit sends the id and nulls what was emptied', () => {
    const values = { Name: ' Tom ', Fee: 12.3, Born: undefined, Active: false, Classes: [] };
    expect(toPayload(sample, 'add', values)).toEqual({ Name: 'Tom', Fee: 1230, Active: false });
    expect(toPayload(sample, 'edit', values, 9)).toEqual({ Name: 'Tom', Fee: 1230, Born: null, Active: false, Classes: null, SampleId: 9 });
  });

  it('edit never sends back a masked value the user left alone', () => {
    const row = { GovernmentSuperviseId: 5, SuperviseName: 'A', RegionCode: '3301', ContactName: 'Li', Mobile: '138****5678', State: 0 };
    const initial = initialFormValues(gov, 'edit', row);
    expect(initial).toEqual({ SuperviseName: 'A', RegionCode: '3301', ContactName: 'Li', Mobile: '138****5678', State: 0 });
    expect(toPayload(gov, 'edit', { ...initial, ContactName: 'Wang' }, 5, initial)).toEqual({
      SuperviseName: 'A',
      RegionCode: '3301',
      ContactName: 'Wang',
      State: 0,
      GovernmentSuperviseId: 5,
    });
    expect(toPayload(gov, 'edit', { ...initial, Mobile: '13900001111' }, 5, initial)).toMatchObject({ Mobile: '13900001111' });
  });

  it('create-only fields are in the add form only', () => {
    expect(Object.keys(initialFormValues(cls, 'add'))).toContain('SchoolId');
    expect(Object.keys(initialFormValues(cls, 'edit', { ClassId: 1, SchoolId: 2 }))).not.toContain('SchoolId');
  });
});

describe('search form ↔ URL filters', () => {
  it('round-trips enum, like, boolean, number and date ranges', () => {
    const filters = { Name: 'Tom', Fee_from: '10', Fee_to: '20.5', Born_from: '2020-01-01', Born_to: '2020-12-31', Active: 'true' };
    const values = searchFormValues(sample, filters);
    expect(values.Fee_from).toBe(10);
    expect(values.Active).toBe(true);
    const born = values.Born as [dayjs.Dayjs, dayjs.Dayjs];
    expect(born.map((d) => d.format('YYYY-MM-DD'))).toEqual(['2020-01-01', '2020-12-31']);
    expect(filtersFromSearchForm(sample, values)).toEqual(filters);
  });

  it('keeps enum values typed and drops empty controls', () => {
    expect(searchFormValues(gov, { State: '1' }).State).toBe(1);
    expect(searchFormValues(cls, { Grade: 'junior' }).Grade).toBe('junior');
    expect(filtersFromSearchForm(gov, { State: 0, SuperviseName: '  ', RegionCode: undefined })).toEqual({ State: '0' });
    expect(filtersFromSearchForm(sample, { Born: [null, dayjs('2020-05-06')] })).toEqual({ Born_to: '2020-05-06' });
  });
});
