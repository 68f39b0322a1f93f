// Attendance rates: what a number of children over a number of school days comes to. Pure.

export interface RateFigures {
  Children: number;
  ExpectedDays: number;
  PresentDays: number;
  LateDays: number;
  LeaveDays: number;
  AbsentDays: number;
  Rate: number;
}

/** The figures of `children` over `schoolDays`, from the days counted present, late and on leave. */
export function rateFigures(children: number, schoolDays: number, counts: { present: number; late: number; leave: number }): RateFigures {
  const expected = children * schoolDays;
  const present = Math.min(counts.present, expected);
  const leave = Math.min(counts.leave, expected - present);
  return {
    Children: children,
    ExpectedDays: expected,
    PresentDays: present,
    LateDays: Math.min(counts.late, present),
    LeaveDays: leave,
    AbsentDays: expected - present - leave,
    Rate: expected === 0 ? 0 : Math.round((present / expected) * 10_000) / 10_000,
  };
}

export const sumFigures = (rows: readonly RateFigures[]): RateFigures => {
  const total = rows.reduce(
    (t, r) => ({
      children: t.children + r.Children,
      expected: t.expected + r.ExpectedDays,
      present: t.present + r.PresentDays,
      late: t.late + r.LateDays,
      leave: t.leave + r.LeaveDays,
    }),
    { children: 0, expected: 0, present: 0, late: 0, leave: 0 },
  );
  return {
    Children: total.children,
    ExpectedDays: total.expected,
    PresentDays: total.present,
    LateDays: total.late,
    LeaveDays: total.leave,
    AbsentDays: total.expected - total.present - total.leave,
    Rate: total.expected === 0 ? 0 : Math.round((total.present / total.expected) * 10_000) / 10_000,
  };
};
