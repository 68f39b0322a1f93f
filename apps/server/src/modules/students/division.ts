import { GENDER } from '@kc/contract';

/** A class offered to the division, with the children it has now. */
export interface DivideClass {
  ClassId: number;
  Capacity: number;
  Count: number;
  Boys: number;
  Girls: number;
}

/** A child awaiting a class (oldest first is the order the division keeps within a gender). */
export interface DivideChild {
  StudentId: number;
  Gender: number;
  Birthday: string | null;
}

export interface Division {
  /** ClassId → the children it receives, in the order they were placed. */
  placed: Map<number, number[]>;
  /** Children no class had room for. */
  unplaced: number[];
}

/**
 * Divides new children into classes, balanced by count and by gender: the children are taken
 * boys and girls in turn (each gender oldest first, so ages spread too), and each goes to the
 * class with a free place that has the fewest children, then the fewest of the child's gender,
 * then the lowest id. Capacity is never exceeded; who finds no place is answered as unplaced.
 * Pure and deterministic: the preview and the applied division of the same data are the same.
 */
export function divideIntoClasses(classes: readonly DivideClass[], children: readonly DivideChild[]): Division {
  const state = classes.map((c) => ({ ...c, total: c.Count, boys: c.Boys, girls: c.Girls }));
  const byAge = (a: DivideChild, b: DivideChild) => (a.Birthday ?? '9999').localeCompare(b.Birthday ?? '9999') || a.StudentId - b.StudentId;
  const boys = children.filter((c) => c.Gender === GENDER.Boy).sort(byAge);
  const girls = children.filter((c) => c.Gender === GENDER.Girl).sort(byAge);
  const others = children.filter((c) => c.Gender !== GENDER.Boy && c.Gender !== GENDER.Girl).sort(byAge);
  // The larger group leads, so the smaller one ends interleaved rather than bunched at the end.
  const [first, second] = boys.length >= girls.length ? [boys, girls] : [girls, boys];
  const order: DivideChild[] = [];
  for (let i = 0; i < Math.max(first.length, second.length); i++) {
    const a = first[i];
    const b = second[i];
    if (a) order.push(a);
    if (b) order.push(b);
  }
  order.push(...others);

  const placed = new Map<number, number[]>(classes.map((c) => [c.ClassId, []]));
  const unplaced: number[] = [];
  for (const child of order) {
    const same = (c: (typeof state)[number]) => (child.Gender === GENDER.Boy ? c.boys : child.Gender === GENDER.Girl ? c.girls : 0);
    const target = state
      .filter((c) => c.total < c.Capacity)
      .sort((a, b) => a.total - b.total || same(a) - same(b) || a.ClassId - b.ClassId)[0];
    if (!target) {
      unplaced.push(child.StudentId);
      continue;
    }
    target.total += 1;
    if (child.Gender === GENDER.Boy) target.boys += 1;
    if (child.Gender === GENDER.Girl) target.girls += 1;
    placed.get(target.ClassId)?.push(child.StudentId);
  }
  return { placed, unplaced };
}
