import { CUSTOMER_SOURCE } from '@kc/contract';

let n = 0;
/** A mobile no lead of the run has yet (`prefix`: the file's, so files running at once do not meet). */
export const leadMobile = (prefix: string) => `${prefix}${String(Date.now() % 1e6).padStart(6, '0')}${String(n++).padStart(2, '0')}`;

/** The body of a lead's Add at a school, a fresh mobile with `prefix`, `over` replacing fields. */
export const leadInput = (schoolId: number, prefix: string, over: Record<string, unknown> = {}) => ({
  SchoolId: schoolId,
  ChildName: '林小雨',
  ParentName: '林峰',
  Mobile: leadMobile(prefix),
  Source: CUSTOMER_SOURCE.WalkIn,
  IntendedGrade: 'junior',
  Tags: ['highIntent'],
  ...over,
});
