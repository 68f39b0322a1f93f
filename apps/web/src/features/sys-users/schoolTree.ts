import type { BindableSchool } from '@kc/contract';

/**
 * The school binding picker's tree, built from the flat SysUser/SchoolTree answer: schools
 * grouped by province and city, or by agent. Pure, so it is unit-tested.
 */
export type Grouping = 'region' | 'agent';

export interface SchoolTreeNode {
  key: string;
  title: string;
  /** Leaves only: the school. */
  school?: BindableSchool;
  children?: SchoolTreeNode[];
}

export const schoolKey = (schoolId: number) => `s${schoolId}`;

/** The school ids among a tree's checked keys (group keys are left out). */
export const schoolIdsOf = (keys: readonly (string | number | bigint)[]): number[] =>
  keys
    .map(String)
    .filter((k) => /^s\d+$/.test(k))
    .map((k) => Number(k.slice(1)))
    .sort((a, b) => a - b);

/** The keys of a tree's leaves (its schools). */
export const leafKeys = (nodes: readonly SchoolTreeNode[]): string[] => nodes.flatMap((n) => (n.children ? leafKeys(n.children) : [n.key]));

/** Groups in first-seen order, each holding its members in order. */
function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const list = groups.get(key);
    if (list) list.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

const leaf = (s: BindableSchool): SchoolTreeNode => ({ key: schoolKey(s.SchoolId), title: s.SchoolName, school: s });

/**
 * The tree of the schools whose name contains `search` (case-insensitive): province → city →
 * school, or agent → school (`noAgent` names the group of schools without one). Groups left
 * empty by the search are dropped.
 */
export function buildSchoolTree(schools: readonly BindableSchool[], grouping: Grouping, search = '', noAgent = '—'): SchoolTreeNode[] {
  const needle = search.trim().toLowerCase();
  const shown = needle ? schools.filter((s) => s.SchoolName.toLowerCase().includes(needle)) : schools;
  if (grouping === 'agent') {
    return [...groupBy(shown, (s) => String(s.AgentId ?? ''))].map(([agent, members]) => ({
      key: `a${agent}`,
      title: members[0]?.AgentName || noAgent,
      children: members.map(leaf),
    }));
  }
  return [...groupBy(shown, (s) => s.ProvinceCode)].map(([province, inProvince]) => ({
    key: `p${province}`,
    title: inProvince[0]?.ProvinceName || '—',
    children: [...groupBy(inProvince, (s) => s.CityCode)].map(([city, inCity]) => ({
      key: `c${city}`,
      title: inCity[0]?.CityName || '—',
      children: inCity.map(leaf),
    })),
  }));
}
