import type { Translation } from '../../../i18n/translation.ts';
import type en from './en.ts';

/** Chinese texts of the class list and detail (namespace 'classes'). */
export default {
  children: '绑定幼儿',
  child: '幼儿',
  gender: '性别',
  birthday: '出生日期',
  status: '状态',
  mobile: '手机号',
  view: '详情',
  staff: '班级教职工',
  head: '班主任',
  post: '岗位',
  healthCert: '健康证',
  today: '今日（{{date}}）',
  childrenCount: '在班幼儿',
  capacity: '容量',
  staffOnDuty: '在岗教职工',
  staffOnLeave: '休假教职工',
  ratio: '师幼比',
  attendance: '今日考勤',
  notRecorded: '未记录',
  primaryContact: '主要联系人',
  pickUpCount: '可接送人数',
  school: '学校',
  grade: '年级',
  academicYear: '学年',
  room: '教室',
} satisfies Translation<typeof en>;
