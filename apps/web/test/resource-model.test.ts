import type { ResourceDef } from '@kc/contract';
import { defineResource, governmentSupervise, type MenuEntry, resourceList, schoolClass } from '@kc/contract';
import { describe, expect, it } from 'vitest';
import {
  canDo,
  centsToYuan,
  displayValue,
  fieldOfMessage,
  fieldProblem,
  filterInput,
  formFields,
  grantedActions,
  listColumns,
  localIso,
  pageInput,
  readListState,
  resourceByName,
  sortFromTable,
  sortOrderOf,
  writeListState,
  yuanToCents,
} from '../src/resource/model.ts';

/** A definition with every kind and filter, to exercise what the two real ones do not. */
const sample: ResourceDef = defineResource({
  name: 'Sample',
  title: { zh: '样例', en: 'Sample', es: 'Muestra' },
  id: 'SampleId',
  menu: 'StudentManage',
  scope: 'school',
  display: 'Name',
  sort: '-SampleId',
  actions: ['Add', 'Update', 'SelectPage', 'GetDetail', 'Export'],
  fields: {
    Name: {
      kind: 'string',
      label: { zh: '名称', en: 'Name', es: 'Nombre' },
      rule: 'name',
      required: true,
      max: 10,
      list: true,
      filter: 'like',
      sort: true,
      edit: true,
    },
    Fee: {
      kind: 'money',
      label: { zh: '费用', en: 'Fee', es: 'Cuota' },
      min: 0,
      max: 100_000,
      list: true,
      filter: 'range',
      sort: true,
      edit: true,
    },
    Born: { kind: 'date', label: { zh: '生日', en: 'Born', es: 'Nacido' }, list: true, filter: 'range', edit: 'create' },
    Seen: { kind: 'datetime', label: { zh: '时间', en: 'Seen', es: 'Visto' }, filter: 'range', readOnly: true },
    Active: { kind: 'boolean', label: { zh: '启用', en: 'Active', es: 'Activo' }, list: true, filter: 'eq', edit: true },
    Count: { kind: 'integer', label: { zh: '数量', en: 'Count', es: 'Cantidad' }, min: 1, max: 100, filter: 'eq', edit: true },
    SchoolId: { kind: 'ref', ref: 'School', label: { zh: '学校', en: 'School', es: 'Escuela' }, list: true, filter: 'eq', edit: 'create' },
    Secret: {
      kind: 'string',
      label: { zh: '密码', en: 'Secret', es: 'Secreto' },
      rule: 'password',
      writeOnly: true,
      list: true,
      edit: true,
    },
  },
});
const gov = governmentSupervise;
const cls = schoolClass;

describe('list state ↔ URL query', () => {
  it('reads defaults from an empty query', () => {
    expect(readListState(gov, new URLSearchParams())).toEqual({ page: 1, size: 10, sort: undefined, filters: {} });
  });

  it('reads page, size, sort and the filters; drops what is invalid', () => {
    const q = new URLSearchParams('page=3&size=50&sort=-SuperviseName&SuperviseName=%20abc%20&State=1&RegionCode=3301&Other=x');
    expect(readListState(gov, q)).toEqual({
      page: 3,
      size: 50,
      sort: '-SuperviseName',
      filters: { SuperviseName: 'abc', State: '1', RegionCode: '3301' },
    });
    const bad = new URLSearchParams('page=0&size=500&sort=ContactName&State=7&Mobile=');
    expect(readListState(gov, bad)).toEqual({ page: 1, size: 10, sort: undefined, filters: {} });
    // the id is always a valid sort; enum values of words are kept as words
    const c = readListState(cls, new URLSearchParams('sort=ClassId&Grade=junior&SchoolId=abc'));
    expect(c.sort).toBe('ClassId');
    expect(c.filters).toEqual({ Grade: 'junior' });
  });

  it('round-trips through the query, writing only what differs from the defaults and keeping foreign keys', () => {
    const state = { page: 2, size: 20, sort: 'ClassName', filters: { ClassName: 'Sun', Grade: 'middle', SchoolId: '2' } };
    const q = writeListState(cls, state, new URLSearchParams('tab=1&page=9'));
    expect(q.toString()).toBe('tab=1&SchoolId=2&ClassName=Sun&Grade=middle&sort=ClassName&page=2&size=20');
    expect(readListState(cls, q)).toEqual(state);
    // the default sort, page 1 and size 10 leave no trace
    expect(writeListState(gov, { page: 1, size: 10, sort: '-GovernmentSuperviseId', filters: {} }).toString()).toBe('');
  });

  it('ranges travel as Field_from / Field_to', () => {
    const q = new URLSearchParams('Fee_from=10.5&Fee_to=20&Born_from=2020-01-01&Born_to=2020-13&Seen_from=2024-05-01');
    const s = readListState(sample, q);
    expect(s.filters).toEqual({ Fee_from: '10.5', Fee_to: '20', Born_from: '2020-01-01', Seen_from: '2024-05-01' });
    expect(writeListState(sample, s).toString()).toBe('Fee_from=10.5&Fee_to=20&Born_from=2020-01-01&Seen_from=2024-05-01');
  });
});

describe('SelectPage / Export input', () => {
  it('types the filters: enum values, ids, booleans, money in cents, datetimes as local ISO bounds', () => {
    const input = pageInput(sample, {
      page: 2,
      size: 20,
      filters: {
        Name: ' a ',
        Fee_from: '10.5',
        Active: 'false',
        Count: '3',
        SchoolId: '7',
        Seen_from: '2024-05-01',
        Seen_to: '2024-05-02',
      },
    });
    expect(input).toMatchObject({
      cur_page: 2,
      size: 20,
      sort: '-SampleId',
      Name: 'a',
      Fee_from: 1050,
      Active: false,
      Count: 3,
      SchoolId: 7,
    });
    expect(input.Seen_from).toBe(localIso(new Date(2024, 4, 1, 0, 0, 0)));
    expect(input.Seen_to).toBe(localIso(new Date(2024, 4, 2, 23, 59, 59)));
    expect(String(input.Seen_from)).toMatch(/^2024-05-01T00:00:00[+-]\d{2}:\d{2}$/);
    expect(filterInput(gov, { State: '0', SuperviseName: 'x' })).toEqual({ SuperviseName: 'x', State: 0 });
    expect(filterInput(cls, { Grade: 'senior' })).toEqual({ Grade: 'senior' });
  });
});

describe('columns and cells', () => {
  it('builds the list columns in order with their labels and sortability, never write-only fields', () => {
    expect(listColumns(gov, 'en').map((c) => [c.key, c.title, c.sortable])).toEqual([
      ['SuperviseName', 'Supervision body', true],
      ['RegionCode', 'Region code', false],
      ['ContactName', 'Contact', false],
      ['Mobile', 'Mobile', false],
      ['State', 'State', true],
    ]);
    expect(listColumns(gov, 'zh')[0]?.title).toBe('监管单位');
    expect(listColumns(sample, 'es').map((c) => c.key)).not.toContain('Secret');
  });

  it('maps the table sorter to the sort parameter and back', () => {
    expect(sortFromTable('ClassName', 'ascend')).toBe('ClassName');
    expect(sortFromTable('ClassName', 'descend')).toBe('-ClassName');
    expect(sortFromTable('ClassName', null)).toBeUndefined();
    expect(sortOrderOf('-ClassName', 'ClassName')).toBe('descend');
    expect(sortOrderOf('ClassName', 'ClassName')).toBe('ascend');
    expect(sortOrderOf('-ClassId', 'ClassName')).toBeNull();
  });

  it('shows enum labels, phones as answered, money, dates, booleans and ref labels', () => {
    const ctx = { lang: 'en', yes: 'Yes', no: 'No', refLabel: (id: number) => (id === 2 ? 'Sunshine' : undefined) };
    const f = (k: string) => sample.fields[k]!;
    expect(displayValue(gov.fields.State!, 1, ctx)).toBe('Disabled');
    expect(displayValue(cls.fields.Grade!, 'junior', { ...ctx, lang: 'zh' })).toBe('小班');
    expect(displayValue(gov.fields.Mobile!, '13812345678', ctx)).toBe('13812345678');
    expect(displayValue(gov.fields.Mobile!, '138****5678', ctx)).toBe('138****5678');
    expect(displayValue(f('Fee'), 123456, ctx)).toBe('1,234.56');
    expect(displayValue(f('Born'), '2020-02-03', ctx)).toBe('2020-02-03');
    expect(displayValue(f('Active'), true, ctx)).toBe('Yes');
    expect(displayValue(f('SchoolId'), 2, ctx)).toBe('Sunshine');
    expect(displayValue(f('SchoolId'), 3, ctx)).toBe('3');
    expect(displayValue(f('Name'), null, ctx)).toBe('');
  });
});

describe('money', () => {
  it('converts yuan to integer cents and back without float drift', () => {
    expect(yuanToCents(19.99)).toBe(1999);
    expect(yuanToCents(0.1 + 0.2)).toBe(30);
    expect(yuanToCents(1234.5)).toBe(123450);
    expect(yuanToCents(undefined)).toBeUndefined();
    expect(centsToYuan(1999)).toBe(19.99);
    expect(centsToYuan(null)).toBeUndefined();
  });
});

describe('client validation', () => {
  const name = gov.fields.SuperviseName!;
  const mobile = gov.fields.Mobile!;
  it('answers the spec message keys of named rules', () => {
    expect(fieldProblem(name, '')).toEqual({ key: 'validation:nameRequired' });
    expect(fieldProblem(name, '   ')).toEqual({ key: 'validation:nameRequired' });
    expect(fieldProblem(name, ' x')).toEqual({ key: 'validation:nameLeadingSpace' });
    expect(fieldProblem(mobile, '12345')).toEqual({ key: 'validation:phoneFormat' });
    expect(fieldProblem(mobile, undefined)).toBeNull(); // not required
    expect(fieldProblem(mobile, '13812345678')).toBeNull();
    expect(fieldProblem(cls.fields.Capacity!, 0)).toEqual({ key: 'validation:positiveInteger' });
  });
  it('checks required, lengths and bounds', () => {
    expect(fieldProblem(gov.fields.RegionCode!, undefined)).toEqual({ key: 'validation:required' });
    expect(fieldProblem(gov.fields.RegionCode!, '1234567890123')).toEqual({ key: 'resource:maxLength', values: { max: 12 } });
    expect(fieldProblem(cls.fields.Capacity!, 101)).toEqual({ key: 'resource:maxValue', values: { max: '100' } });
    expect(fieldProblem(sample.fields.Fee!, 100_001)).toEqual({ key: 'resource:maxValue', values: { max: '1,000.00' } });
    expect(fieldProblem(sample.fields.Count!, 2.5)).toEqual({ key: 'resource:integer' });
  });
  it('reads a refusal that names a field', () => {
    expect(fieldOfMessage(gov, 'Mobile: phone number format error')).toEqual({ field: 'Mobile', message: 'phone number format error' });
    expect(fieldOfMessage(gov, 'Nope: x')).toBeNull();
    expect(fieldOfMessage(gov, 'name cannot be empty')).toBeNull();
  });
  it('offers create-only fields when adding, never read-only ones', () => {
    expect(formFields(cls, 'add').map(([n]) => n)).toContain('SchoolId');
    expect(formFields(cls, 'edit').map(([n]) => n)).not.toContain('SchoolId');
    expect(formFields(sample, 'add').map(([n]) => n)).not.toContain('Seen');
  });
});

describe('grants', () => {
  const entry = (name: string, actions: string[], children: MenuEntry[] = []): MenuEntry => ({
    SysMenuId: 1,
    path: name,
    name,
    title: { zh: name, en: name, es: name },
    icon: '',
    component: '',
    redirect: null,
    hidden: false,
    meta: { icon: '', roles: [], noCache: false, breadcrumb: true, actions },
    children,
  });
  const menu = [entry('Client', [], [entry('GovernmentSupervise', ['view', 'export'])])];
  it('finds the entry in the tree and offers only granted actions the definition has', () => {
    const granted = grantedActions(menu, 'GovernmentSupervise');
    expect(canDo(gov, granted, 'SelectPage')).toBe(true);
    expect(canDo(gov, granted, 'Export')).toBe(true);
    expect(canDo(gov, granted, 'Add')).toBe(false);
    expect(canDo(gov, granted, 'Delete')).toBe(false);
    expect(canDo(sample, new Set(['delete']), 'Delete')).toBe(false); // not an action of the definition
    expect(grantedActions(menu, 'ClassManage').size).toBe(0);
  });
});

describe('referenced resources', () => {
  it('are the contract’s resources by name, and no other name', () => {
    expect(resourceByName('GovernmentSupervise')?.id).toBe('GovernmentSuperviseId');
    expect(resourceByName('Class')?.menu).toBe('ClassManage');
    expect(resourceByName('School')?.id).toBe('SchoolId');
    expect(resourceByName('NoSuchResource')).toBeUndefined();
    expect(resourceByName('toString')).toBeUndefined();
  });

  it('every ref of every resource names one', () => {
    const refs = resourceList.flatMap((def) => Object.values(def.fields).flatMap((f) => (f.ref ? [f.ref] : [])));
    expect(refs.length).toBeGreaterThan(5);
    for (const ref of refs) expect(resourceByName(ref)?.name).toBe(ref);
  });
});
