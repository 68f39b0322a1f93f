import type { BindableSchool } from '@kc/contract';
import { describe, expect, it } from 'vitest';
import { buildSchoolTree, leafKeys, schoolIdsOf, schoolKey } from '../src/features/sys-users/schoolTree.ts';

const school = (SchoolId: number, SchoolName: string, over: Partial<BindableSchool> = {}): BindableSchool => ({
  SchoolId,
  SchoolName,
  AgentId: 1,
  AgentName: '华北代理',
  ProvinceCode: '11',
  ProvinceName: '北京市',
  CityCode: '1101',
  CityName: '市辖区',
  State: 0,
  ...over,
});

const schools = [
  school(1, '阳光幼儿园'),
  school(2, '小星星双语幼儿园', { ProvinceCode: '31', ProvinceName: '上海市', CityCode: '3101' }),
  school(3, '彩虹托育园', {
    AgentId: null,
    AgentName: '',
    ProvinceCode: '44',
    ProvinceName: '广东省',
    CityCode: '4403',
    CityName: '深圳市',
  }),
  school(4, 'Sunny Kids', { CityCode: '1102', CityName: '县' }),
];

describe('the school binding tree', () => {
  it('groups by province then city, schools as leaves', () => {
    const tree = buildSchoolTree(schools, 'region');
    expect(tree.map((p) => [p.title, p.children?.map((c) => [c.title, c.children?.map((s) => s.key)])])).toEqual([
      [
        '北京市',
        [
          ['市辖区', ['s1']],
          ['县', ['s4']],
        ],
      ],
      ['上海市', [['市辖区', ['s2']]]],
      ['广东省', [['深圳市', ['s3']]]],
    ]);
    expect(leafKeys(tree).sort()).toEqual(['s1', 's2', 's3', 's4']);
  });

  it('groups by agent, naming the schools without one', () => {
    const tree = buildSchoolTree(schools, 'agent', '', 'No agent');
    expect(tree.map((a) => [a.title, leafKeys(a.children ?? [])])).toEqual([
      ['华北代理', ['s1', 's2', 's4']],
      ['No agent', ['s3']],
    ]);
  });

  it('keeps only the schools a search names (any case), dropping empty groups', () => {
    const tree = buildSchoolTree(schools, 'region', ' sunny ');
    expect(tree).toHaveLength(1);
    expect(leafKeys(tree)).toEqual(['s4']);
    expect(buildSchoolTree(schools, 'agent', 'nothing')).toEqual([]);
  });

  it('reads school ids back from checked keys, leaving group keys out', () => {
    expect(schoolIdsOf(['p11', 'c1101', schoolKey(4), schoolKey(1), 'a1', 's'])).toEqual([1, 4]);
  });
});
