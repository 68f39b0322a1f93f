import type { hw } from '@kc/contract';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Session } from '../../http/context.ts';
import { classRowInScope } from '../../lib/class-scope.ts';
import { invalid } from '../../lib/errors.ts';
import { daysBetween, isRealDate } from '../../lib/local-dates.ts';
import { localDateSql } from '../../lib/school-dates.ts';
import { notInScope } from '../../lib/scope.ts';
import { valueAfter } from '../../lib/write-values.ts';
import type { ResourceBinding } from '../../resource/index.ts';
import { DAYS_PER_MONTH, growthFigures, type IndicatorFigures } from './who.ts';

/** The child a measurement is of, with what its figures need: sex, birthday, the school's today. */
async function childOf(trx: Kysely<Database>, session: Session, studentId: number) {
  const child = await trx
    .selectFrom('student')
    .innerJoin('school', 'school.schoolId', 'student.schoolId')
    .select([
      'student.schoolId',
      'student.classId',
      'student.gender',
      sql<string | null>`to_char(student.birthday, 'YYYY-MM-DD')`.as('birthday'),
    ])
    .select(localDateSql('school').as('today'))
    .where('student.studentId', '=', studentId)
    .where(classRowInScope('student', session))
    .executeTakeFirst();
  if (!child) throw notInScope('StudentId', 'child', studentId);
  return child;
}

const columnsOf = (prefix: 'WeightForAge' | 'HeightForAge' | 'WeightForHeight' | 'BmiForAge', f: IndicatorFigures | null) => ({
  [`${prefix}Z`]: f?.z ?? null,
  [`${prefix}Percentile`]: f?.percentile ?? null,
  [`${prefix}Category`]: f?.category ?? null,
});

/**
 * Growth (Hw) on growth_measure: class scope; school and class are the child's when measured.
 * Every write computes the WHO figures again from the date, height and weight as they will be
 * (who.ts), so the stored figures always match the stored measurement.
 */
export const hwBinding: ResourceBinding<typeof hw, { AgeDays: number }> = {
  table: 'growthMeasure',
  columns: { AgeDays: 'ageDays' },
  scope: { school: 'schoolId', class: 'classId' },
  computed: {
    StudentName: (t) => sql`(SELECT s.student_name FROM student s WHERE s.student_id = ${sql.ref(`${t}.student_id`)})`,
  },
  hooks: {
    beforeWrite: async (values, { trx, existing, session }) => {
      const studentId = Number(valueAfter(values, existing, 'StudentId'));
      const child = await childOf(trx, session, studentId);
      const date = String(valueAfter(values, existing, 'MeasureDate'));
      if (!isRealDate(date)) throw invalid('input.realDate', {}, 'MeasureDate');
      if (date > child.today) throw invalid('growth.futureDate', { today: child.today }, 'MeasureDate');
      if (!child.birthday) throw invalid('growth.noBirthday', {}, 'StudentId');
      if (date < child.birthday) throw invalid('growth.beforeBirthday', { birthday: child.birthday }, 'MeasureDate');
      const ageDays = daysBetween(child.birthday, date);
      const heightCm = Number(valueAfter(values, existing, 'Height'));
      const weightKg = Number(valueAfter(values, existing, 'Weight'));
      const f = growthFigures({ sex: child.gender, ageDays, heightCm, weightKg });
      const out = {
        ...values,
        AgeDays: ageDays,
        AgeMonths: Math.round((ageDays / DAYS_PER_MONTH) * 10) / 10,
        Bmi: f.bmi,
        ...columnsOf('WeightForAge', f.weightForAge),
        ...columnsOf('HeightForAge', f.heightForAge),
        ...columnsOf('WeightForHeight', f.weightForHeight),
        ...columnsOf('BmiForAge', f.bmiForAge),
      };
      if (!existing) Object.assign(out, { SchoolId: child.schoolId, ClassId: child.classId });
      return out;
    },
  },
};
