import { EXTEND_CHANNEL, RECRUIT_CATEGORY, SCHOOL_TIME_ZONE } from '@kc/contract';
import type { Kysely } from 'kysely';
import { addDays, todayIn } from '../../lib/local-dates.ts';
import type { Database } from '../schema.ts';

const SCRIPTS = [
  { category: RECRUIT_CATEGORY.Fees, question: '学费是怎么收的？', answer: '按学期收取保教费，餐费按实际出勤天数结算，请假可按规定退费。' },
  { category: RECRUIT_CATEGORY.Safety, question: '孩子在园安全怎么保障？', answer: '全园监控覆盖，入园晨检，接送凭卡，陌生人不得入园。' },
  { category: RECRUIT_CATEGORY.Meals, question: '伙食怎么样？', answer: '营养师每周制定食谱，四餐两点，食谱每周在家长端公布。' },
  {
    category: RECRUIT_CATEGORY.Objection,
    question: '离家有点远，怎么办？',
    answer: '可以先来参观体验，了解校车线路和延时托管服务后再决定。',
  },
];

/**
 * The demo's enrolment promotion: school 1's home page filled and published (school 2's filled,
 * not published), a promotion code valid now and one expired, enrolment scripts and a marketing
 * group. Runs inside the seed's transaction.
 */
export async function seedPromotion(trx: Kysely<Database>): Promise<void> {
  const schools = await trx.selectFrom('school').select(['schoolId', 'schoolName', 'address']).orderBy('schoolId').limit(2).execute();
  const today = todayIn(SCHOOL_TIME_ZONE);
  for (const [i, s] of schools.entries()) {
    await trx
      .updateTable('mySchool')
      .set({
        published: i === 0,
        intro: `${s.schoolName}是一所以游戏为基本活动的普惠性幼儿园，注重孩子的健康、语言、社会、科学和艺术五大领域的全面发展。`,
        features: '双语启蒙\n自然探索课程\n营养四餐两点\n延时托管',
        enrolmentNotice: '招收 2.5 至 6 周岁幼儿，欢迎预约参观。',
        address: s.address,
      })
      .where('schoolId', '=', s.schoolId)
      .execute();
  }
  const first = schools[0];
  if (!first) return;
  const owner = await trx
    .selectFrom('teacher')
    .select('teacherId')
    .where('schoolId', '=', first.schoolId)
    .orderBy('teacherId')
    .executeTakeFirst();
  const ownerId = owner?.teacherId ?? null;
  await trx
    .insertInto('extendCode')
    .values([
      {
        schoolId: first.schoolId,
        code: 'SPRING-FLYER',
        channel: EXTEND_CHANNEL.Flyer,
        ownerId,
        startDate: addDays(today, -30),
        endDate: addDays(today, 60),
      },
      {
        schoolId: first.schoolId,
        code: 'OPEN-DAY',
        channel: EXTEND_CHANNEL.Event,
        ownerId,
        startDate: addDays(today, -90),
        endDate: addDays(today, -60),
        scans: 37,
      },
    ])
    .execute();
  await trx
    .insertInto('recruit')
    .values(SCRIPTS.map((s, i) => ({ ...s, schoolId: first.schoolId, sort: (i + 1) * 10 })))
    .execute();
  await trx
    .insertInto('bizWeixinGroup')
    .values({ schoolId: first.schoolId, groupName: '新生家长交流群', ownerId, memberCount: 86, linkedTo: '春季招生' })
    .execute();
}
