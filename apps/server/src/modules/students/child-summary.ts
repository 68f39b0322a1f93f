import { sql } from 'kysely';

// A child as the family and class views list them (Parent/SelectChildren, GetFamily, Class/GetOverview).

export interface ChildSummaryRow {
  studentId: number;
  studentName: string;
  gender: number;
  birthday: string | null;
  status: number;
  schoolId: number;
  classId: number | null;
  className: string | null;
}
export const childSummary = (r: ChildSummaryRow) => ({
  StudentId: r.studentId,
  StudentName: r.studentName,
  Gender: r.gender,
  Birthday: r.birthday,
  Status: r.status,
  SchoolId: r.schoolId,
  ClassId: r.classId,
  ClassName: r.className,
});
export const childSummaryColumns = sql`s.student_id, s.student_name, s.gender, s.birthday, s.status, s.school_id, s.class_id, c.class_name`;
