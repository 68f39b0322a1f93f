import type { Translation } from '../../../i18n/translation.ts';
import type en from './en.ts';

/** Chinese texts of children's leave and its audit (namespace 'leave'). */
export default {
  approve: '批准',
  reject: '驳回',
  cancelLeave: '撤销',
  keepLeave: '保留请假',
  auditTitle: '审核请假：{{name}}',
  auditRemark: '审核意见',
  rejectNeedsRemark: '驳回时请填写审核意见',
  approved_other: '已批准，{{count}} 个上学日标记为请假',
  rejected: '已驳回',
  leaveCancelled_other: '已撤销，撤回 {{count}} 天考勤标记',
  confirmCancel: '撤销这条请假？已标记的请假日将恢复为未记录。',
} satisfies Translation<typeof en>;
