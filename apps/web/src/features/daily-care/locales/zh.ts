import type { Translation } from '../../../i18n/translation.ts';
import type en from './en.ts';

/** Chinese texts of daily care (namespace 'dailyCare'). */
export default {
  classGrid: '班级录入',
  records: '记录',
  class: '班级',
  date: '日期',
  child: '幼儿',
  onLeave: '请假',
  leaveNotSent: '已批准请假的幼儿不做检查。',
  saveAll: '全部保存',
  saved_other: '已保存 {{count}} 条检查',
  gridHint: '全班幼儿已预填为正常：只需修改有异常的项目，然后一次保存。',
} satisfies Translation<typeof en>;
