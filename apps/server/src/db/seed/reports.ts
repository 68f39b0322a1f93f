import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';

/** The operator's templates the apps start with, one of each kind (their placeholders are TEMPLATE_PLACEHOLDERS'). */
export async function seedReports(trx: Kysely<Database>): Promise<void> {
  await trx
    .insertInto('clientTemplate')
    .values([
      {
        templateName: '学期发展报告',
        kind: 'report',
        body: '亲爱的家长：{{childName}} 在 {{schoolName}} {{className}} 的 {{term}} 学期报告已发布。出勤率 {{attendanceRate}}。教师评语：{{teacherComment}}',
      },
      { templateName: '班级通知', kind: 'notice', body: '{{className}} 家长您好：{{title}}（{{date}}），请留意 {{childName}} 的安排。' },
      { templateName: '周计划发布', kind: 'plan', body: '{{schoolName}} {{className}} {{week}} 周计划已由 {{teacherName}} 发布。' },
    ])
    .execute();
}
