import type { Translation } from '../../../i18n/translation.ts';
import type en from './en.ts';

/** Chinese texts of the upgrade notice (namespace 'version'). */
export default {
  title: '系统升级公告',
  intro: '管理后台已升级到 {{version}}，本次更新的亮点：',
  highlight1: '功能重新梳理',
  highlight1Text: '菜单与功能重新组织，日常工作更容易找到。',
  highlight2: '全新首页',
  highlight2Text: '首页新增学校运营概况，关键数据一目了然。',
  highlight3: '智能排课系统',
  highlight3Text: '智能安排每周课程与课表。',
  dismiss: '我知道了',
} satisfies Translation<typeof en>;
