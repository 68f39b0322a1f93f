import { clientRole, salesperson, school } from '@kc/contract';
import { describe, expect, it } from 'vitest';
import { areaNameMap, areaText, hasAreaFields, placeText } from '../src/resource/areas.ts';

/** Names from the area tree, for both area kinds' cells: 'areas' (a code each) and 'area' (one place). */
const tree = [
  { Code: '11', Name: '北京市', Children: [{ Code: '1101', Name: '市辖区', Children: [{ Code: '110105', Name: '朝阳区' }] }] },
  { Code: '44', Name: '广东省', Children: [{ Code: '4419', Name: '东莞市', Children: [{ Code: '441900003', Name: '东城街道' }] }] },
];
const names = areaNameMap(tree);

describe('area names on the web', () => {
  it('names a code from the province down, towns (9 digits) under their city; an unknown code stays a code', () => {
    expect(areaText(names, '441900003')).toBe('广东省/东莞市/东城街道');
    expect(areaText(names, '4419')).toBe('广东省/东莞市');
    expect(areaText(names, '110105')).toBe('北京市/市辖区/朝阳区');
    expect(areaText(names, '441900004')).toBe('441900004');
  });

  it("names each code of a place ('area')", () => {
    expect(placeText(names, ['44', '4419', '441900003'])).toBe('广东省/东莞市/东城街道');
    expect(placeText(names, ['11', '1101', '110199'])).toBe('北京市/市辖区/110199');
  });

  it('loads the tree only for definitions with an area field', () => {
    expect(hasAreaFields(school)).toBe(true);
    expect(hasAreaFields(salesperson)).toBe(true);
    expect(hasAreaFields(clientRole)).toBe(false);
  });
});
