import type { Translation } from '../../../i18n/translation.ts';
import type en from './en.ts';

/** Chinese texts of parents' instructions and medicine doses (namespace 'entrust'). */
export default {
  instructions: '委托列表',
  todayDoses: '今日喂药',
  doseRecords: '喂药记录',
  confirm: '确认',
  reject: '拒绝',
  decideTitle: '{{name}} 的委托',
  remark: '意见',
  rejectNeedsRemark: '拒绝时请填写意见',
  confirmed: '已确认：服药安排已生效',
  rejectedDone: '已拒绝',
  keep: '保留',
  uploadPhoto: '上传照片',
  changePhoto: '更换照片',
  noDoses: '今日没有需要喂的药',
  doseAt: '{{time}} 服药',
  fed: '已喂',
  due: '待喂',
  overdue: '已逾期',
  record: '记录喂药',
  recordTitle: '{{name}} {{time}} 服用 {{medicine}}',
  dose: '实际剂量',
  photo: '照片',
  fedBy: '{{name}} 于 {{time}} 喂药',
  recorded: '已记录喂药',
  recordedLate: '已记录喂药（逾期）',
  marginNote: '超过服药时间 {{minutes}} 分钟未记录即为逾期，并产生预警。',
  refresh: '刷新',
} satisfies Translation<typeof en>;
