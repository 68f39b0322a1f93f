import { clientRole, salesperson } from '@kc/contract';
import { describe, expect, it } from 'vitest';
import { areaNameMap, areaText, trimAreas } from '../src/resource/areas.ts';
import { filtersFromSearchForm, initialFormValues, payloadValue, searchFormValues, toPayload, widgetValue } from '../src/resource/forms.ts';
import { displayList, displayValue, fieldProblem, filterInput, readListState } from '../src/resource/model.ts';

/** The web side of the multi-value kinds: 'enums' (ClientRole.Permissions) and 'areas' (Salesperson.Regions). */
const permissions = clientRole.fields.Permissions;
const regions = salesperson.fields.Regions;
const tree = [
  { Code: '11', Name: '北京市', Children: [{ Code: '1101', Name: '市辖区', Children: [{ Code: '110105', Name: '朝阳区' }] }] },
  { Code: '44', Name: '广东省', Children: [{ Code: '4403', Name: '深圳市', Children: [{ Code: '440305', Name: '南山区' }] }] },
];
const names = areaNameMap(tree);
const ctx = { lang: 'en', yes: 'Yes', no: 'No', areaName: (code: string) => areaText(names, code) };

describe('form values ↔ payload', () => {
  it('areas: the cascader holds paths from the province, the server takes codes', () => {
    expect(widgetValue(regions, ['11', '4403'])).toEqual([['11'], ['44', '4403']]);
    expect(payloadValue(regions, [['11'], ['44', '4403'], ['44', '4403']])).toEqual(['11', '4403']);
    expect(payloadValue(regions, [])).toBeUndefined();
  });

  it('enums: the checked option values, each once; emptied on edit is sent as null', () => {
    expect(payloadValue(permissions, ['teacher.album', 'teacher.album', 'teacher.attendance'])).toEqual([
      'teacher.album',
      'teacher.attendance',
    ]);
    const row = { ClientRoleId: 3, RoleName: 'R', App: 1, Permissions: ['teacher.album'], Sort: 1, State: 0, Remark: '' };
    const initial = initialFormValues(clientRole, 'edit', row);
    expect(initial.Permissions).toEqual(['teacher.album']);
    expect(toPayload(clientRole, 'edit', { ...initial, Permissions: [] }, 3, initial)).toMatchObject({
      ClientRoleId: 3,
      Permissions: null,
    });
    expect(toPayload(clientRole, 'add', { RoleName: 'R', App: 1, Permissions: ['teacher.messages'] })).toEqual({
      RoleName: 'R',
      App: 1,
      Permissions: ['teacher.messages'],
    });
  });

  it('client checks: required lists and at most `max` areas', () => {
    expect(fieldProblem(permissions, undefined)).toEqual({ key: 'validation:required' });
    expect(fieldProblem(regions, ['11'])).toBeNull();
    expect(
      fieldProblem(
        regions,
        Array.from({ length: 51 }, (_, i) => String(10 + i)),
      ),
    ).toEqual({ key: 'resource:maxItems', values: { max: 50 } });
  });
});

describe('filters in the URL', () => {
  it('one option or one area; anything else is dropped', () => {
    const state = readListState(salesperson, new URLSearchParams('Regions=4403&Name=x'));
    expect(filterInput(salesperson, state.filters)).toEqual({ Name: 'x', Regions: '4403' });
    expect(readListState(salesperson, new URLSearchParams('Regions=44x')).filters).toEqual({});
    expect(filterInput(clientRole, { Permissions: 'teacher.album' })).toEqual({ Permissions: 'teacher.album' });
    expect(filterInput(clientRole, { Permissions: 'nope' })).toEqual({});
  });

  it('the search form holds an area as its cascader path and gives back the code', () => {
    const values = searchFormValues(salesperson, { Regions: '4403' });
    expect(values.Regions).toEqual(['44', '4403']);
    expect(filtersFromSearchForm(salesperson, { ...values, Regions: ['11'] })).toEqual({ Regions: '11' });
  });
});

describe('display', () => {
  it('option labels and area names, as tags or one text', () => {
    expect(displayList(permissions, ['teacher.attendance', 'teacher.album'], ctx)).toEqual([
      'Attendance check-in',
      'Class photos and album',
    ]);
    expect(displayValue(permissions, ['teacher.attendance', 'x.unknown'], { ...ctx, lang: 'zh' })).toBe('考勤打卡, x.unknown');
    expect(displayList(regions, ['11', '4403'], ctx)).toEqual(['北京市', '广东省/深圳市']);
    expect(displayList(regions, ['99'], ctx)).toEqual(['99']);
    expect(displayValue(regions, [], ctx)).toBe('');
  });

  it('the cascader offers the field’s levels only', () => {
    expect(trimAreas(tree, 2)).toEqual([
      { Code: '11', Name: '北京市', Children: [{ Code: '1101', Name: '市辖区' }] },
      { Code: '44', Name: '广东省', Children: [{ Code: '4403', Name: '深圳市' }] },
    ]);
    expect(trimAreas(tree, 1)).toEqual([
      { Code: '11', Name: '北京市' },
      { Code: '44', Name: '广东省' },
    ]);
  });
});
