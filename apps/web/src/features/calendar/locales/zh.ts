import type { Translation } from '../../../i18n/translation.ts';
import type en from './en.ts';

/** Chinese texts of school calendars, templates and the month view (namespace 'calendar'). */
export default {
  chooseSchool: '请选择学校',
  weekend: '周末',
  holiday: '放假',
  makeUpDay: '调休上班',
  schoolDay: '上学日',
  schoolDays_other: '上学日 {{count}} 天',
  calendar: '校历',
  templates: '假期模板',
  templateEntries: '模板条目',
  copyTemplate: '复制模板到学年',
  template: '模板',
  schools: '学校',
  academicYear: '学年',
  academicYearHint: '如 2026-2027：9–12 月落在第一年，1–8 月落在第二年',
  copied: '已复制 {{copied}} 条，跳过 {{skipped}} 条（与已有条目重叠）',
  entries: '条目',
  monthView: '月历',
  wd0: '日',
  wd1: '一',
  wd2: '二',
  wd3: '三',
  wd4: '四',
  wd5: '五',
  wd6: '六',
} satisfies Translation<typeof en>;
