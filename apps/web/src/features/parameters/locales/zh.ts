import type { Translation } from '../../../i18n/translation.ts';
import type en from './en.ts';

/** Chinese texts of the school parameters (namespace 'parameters'). */
export default {
  noSchool: '当前账号未绑定学校',
  title: '系统参数',
  target: '参数对象',
  platformDefaults: '平台默认值',
  hours: '开放时间',
  checkIn: '考勤规则',
  health: '晨检',
  ratio: '师幼比上限（每名教职工最多照看的幼儿数）',
  billing: '账单',
  teaching: '课程安排',
  defaultIs: '默认：{{value}}',
  followsDefault: '沿用默认值',
  ownValue: '本园设置',
  schoolHint: '留空的参数沿用平台默认值。',
  defaultsHint: '学校未单独设置的参数沿用这里的默认值。',
  saved: '保存成功',
  clearCache: '清除缓存',
  cacheCleared: '参数缓存已清除',
  readOnly: '只读：当前角色不能修改参数',
  closeAfterOpen: '闭园时间必须晚于开园时间',
  checkInOrder: '打卡结束必须晚于打卡开始',
  checkInBeforeClose: '打卡结束不能晚于闭园时间',
} satisfies Translation<typeof en>;
