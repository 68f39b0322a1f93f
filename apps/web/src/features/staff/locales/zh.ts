import type { Translation } from '../../../i18n/translation.ts';
import type en from './en.ts';

/** Chinese texts of staff, their detail, promotion code, check-ins and the staff:child ratio (namespace 'staff'). */
export default {
  view: '详情',
  promoCode: '推广码',
  change: '变动',
  changes: '变动记录',
  recordChange: '登记变动',
  certAlert_other: '健康证 30 天内到期或已过期的教职工：{{count}} 名',
  certDays: '{{name}}（{{date}}，剩 {{days}} 天）',
  certExpiredDays: '{{name}}（{{date}}，已过期 {{days}} 天）',
  promoTitle: '{{name}}的推广码',
  scanToEnrol: '扫码预约入园',
  copied: '已复制',
  downloadQr: '下载二维码',
  print: '打印海报',
  link: '链接',
  records: '考勤明细',
  class: '班级',
  grade: '年级',
  chooseSchool: '请选择学校',
  children: '幼儿数',
  ratio: '师幼比',
  staffOnDuty: '在岗教职工',
  childrenPresent: '在园幼儿',
  limit: '上限（幼儿/教职工）',
  childrenPerStaff: '幼儿/教职工',
  flagged: '超标',
  withinLimit: '正常',
  noStaff: '无人在岗',
} satisfies Translation<typeof en>;
