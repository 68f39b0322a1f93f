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
  time: '时间',
  done: '已完成',
  savedReadings_other: '已保存 {{count}} 条体温',
  savedRecords_other: '已保存 {{count}} 条记录',
  savedNaps_other: '已保存 {{count}} 条午睡',
  infraredHint: '体温巡检：填写每名幼儿在此时间的体温；留空的幼儿不记录。再次保存会替换本次巡检。',
  hygieneHint: '护理巡检：全班幼儿默认已完成；取消未完成的幼儿。饮水量以毫升计。再次保存会替换本次巡检。',
  sleepHint: '全班幼儿已预填手环记录的午睡或常规午睡时间：只需修改不同之处，然后一次保存。',
  fromBracelet: '手环记录：请确认或修改',
} satisfies Translation<typeof en>;
