import { IDENTITY_TYPE, ROLE_TYPE, school } from '@kc/contract';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { formValues, parameterPayload } from '../src/features/parameters/parameterForm.ts';
import { isPlatformUser, schoolDefFor, schoolProfile } from '../src/features/schools/schoolProfile.ts';
import { filtersFromSearchForm, payloadValue, searchFormValues, toPayload } from '../src/resource/forms.ts';
import { displayValue, fieldProblem, filterInput, formFields, readListState } from '../src/resource/model.ts';

const area = school.fields.Area;
const ctx = { lang: 'zh', yes: '是', no: '否' };

describe("the 'area' kind on the web", () => {
  it("validates before sending: an incomplete place breaks the field's rule (the spec's school address message)", () => {
    expect(fieldProblem(area, ['11', '1101', '110105'])).toBeNull();
    expect(fieldProblem(area, ['11', '1101'])).toEqual({ key: 'validation:schoolAddress' });
    expect(fieldProblem(area, [])).toEqual({ key: 'validation:schoolAddress' });
    expect(fieldProblem(area, undefined)).toEqual({ key: 'validation:schoolAddress' });
    const region = { kind: 'area' as const, levels: 2 as const, label: area.label };
    expect(fieldProblem(region, ['11'])).toEqual({ key: 'resource:areaLevels', values: { levels: 2 } });
    expect(fieldProblem(region, undefined)).toBeNull();
  });

  it('shows the names of the codes once the tree is loaded, the codes before', () => {
    const names = new Map([
      ['11', '北京市'],
      ['1101', '市辖区'],
      ['110105', '朝阳区'],
    ]);
    const areaPlace = (codes: readonly string[]) => codes.map((c) => names.get(c) ?? c).join('/');
    expect(displayValue(area, ['11', '1101', '110105'], { ...ctx, areaPlace })).toBe('北京市/市辖区/朝阳区');
    expect(displayValue(area, ['11', '1101', '110105'], ctx)).toBe('11/1101/110105');
    expect(displayValue(area, null, ctx)).toBe('');
  });

  it('sends the cascader path as the codes; nothing when empty', () => {
    expect(payloadValue(area, ['31', '3101', '310104'])).toEqual(['31', '3101', '310104']);
    expect(payloadValue(area, [])).toBeUndefined();
    expect(payloadValue(area, undefined)).toBeUndefined();
  });

  it('filters by the last code chosen, kept in the URL and refilling the cascader with its levels', () => {
    const filters = filtersFromSearchForm(school, { Area: ['11', '1101'] });
    expect(filters).toEqual({ Area: '1101' });
    expect(searchFormValues(school, filters).Area).toEqual(['11', '1101']);
    expect(filterInput(school, { Area: '441900003' })).toEqual({ Area: '441900003' });
    expect(readListState(school, new URLSearchParams('Area=1x&SchoolName=阳光')).filters).toEqual({ SchoolName: '阳光' });
  });
});

describe('School for users outside the platform', () => {
  const operator = { RoleValue: 0, RoleType: ROLE_TYPE.Operator, IdentityType: IDENTITY_TYPE.Platform };
  const park = { RoleValue: 0, RoleType: ROLE_TYPE.ParkAdmin, IdentityType: IDENTITY_TYPE.School };

  it('the platform: super admin by role value or type, operator, platform staff', () => {
    expect(isPlatformUser(operator)).toBe(true);
    expect(isPlatformUser({ RoleValue: 1, RoleType: 0, IdentityType: IDENTITY_TYPE.School })).toBe(true);
    expect(isPlatformUser(park)).toBe(false);
    expect(isPlatformUser(null)).toBe(false);
    expect(schoolDefFor(operator)).toBe(school);
    expect(schoolDefFor(park)).toBe(schoolProfile);
  });

  it("a park admin's form leaves out what only the platform sets, and the agent everywhere", () => {
    const editable = formFields(schoolProfile, 'edit').map(([n]) => n);
    for (const name of ['SchoolName', 'SchoolContractType', 'Capacity', 'State', 'AgentId']) expect(editable).not.toContain(name);
    expect(editable).toEqual(expect.arrayContaining(['Phone', 'Area', 'Address', 'PrincipalName', 'ShortName']));
    expect(schoolProfile.fields.SchoolContractType?.list).toBe(true);
    expect(schoolProfile.fields.AgentId).toBeUndefined();
    const sent = toPayload(schoolProfile, 'edit', { Phone: '010-1', Area: ['11', '1101', '110105'] }, 1);
    expect(sent).not.toHaveProperty('SchoolContractType');
    expect(sent).toMatchObject({ SchoolId: 1, Phone: '010-1', Area: ['11', '1101', '110105'] });
  });
});

describe('the parameters form', () => {
  it('times as HH:mm, numbers as numbers, null where emptied; and back', () => {
    const values = formValues({ OpenTime: '07:30', BillingDay: 5, TemperatureThreshold: 37.3, CloseTime: null });
    expect(dayjs.isDayjs(values.OpenTime)).toBe(true);
    expect(values.CloseTime).toBeUndefined();
    const sent = parameterPayload({ ...values, LateAfter: 15 });
    expect(sent).toMatchObject({
      OpenTime: '07:30',
      BillingDay: 5,
      TemperatureThreshold: 37.3,
      LateAfter: 15,
      CloseTime: null,
      RatioJunior: null,
    });
  });
});
