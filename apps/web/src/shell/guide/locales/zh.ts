import type { Translation } from '../../../i18n/translation.ts';
import type en from './en.ts';

/** Chinese texts of the setup guide and its carousel (namespace 'guide'). */
export default {
  title: '新手引导',
  intro: '欢迎使用！只需三步即可完成学校的基础设置。',
  step1: '班级配置',
  step1Text: '先设置学校的系统参数，再创建学校的班级。',
  step2: '教职工录入',
  step2Text: '录入学校的教师与员工，并为他们分配班级。',
  step3: '宝宝录入',
  step3Text: '按班级录入幼儿及其家长信息。',
  linkParameter: '去设置系统参数',
  linkClassManage: '去创建班级',
  linkTeacherManage: '去录入教职工',
  linkStudentManage: '去录入宝宝',
  noPermission: '您没有权限',
  dontRemind: '下次不再提醒',
  prev: '上一步',
  done: '完成',
  carouselTitle: '恭喜您',
  congratsTitle: '恭喜您完成学校的基础设置！',
  congratsText: '现在可以邀请老师和家长使用了。',
  teacherDocTitle: '教师使用指南',
  teacherDocText: '了解老师如何在手机端记录考勤、成长与日常照护。',
  parentDocTitle: '家长使用指南',
  parentDocText: '了解家长如何查看宝宝在园动态并与老师沟通。',
  openTeacherDoc: '查看教师指南',
  openParentDoc: '查看家长指南',
} satisfies Translation<typeof en>;
