import type { Translation } from '../../../i18n/translation.ts';
import type en from './en.ts';

/** Chinese texts of the smart devices' settings and records (namespace 'devices'). */
export default {
  sharedSettings: '此处显示的入园打卡时段和体温异常阈值来自园所参数（所有页面共用一个值）：请在园所参数中修改。',
  openParameters: '打开园所参数',
  secretSet: '已设置',
  secretNotSet: '未设置',
  secretKeep: '留空则保留已保存的密钥',
  secretNew: '输入新密钥以替换',
  noTestConnection: '控制台不直接连接云平台：该账号由设备网关使用。',
  openClip: '打开视频',
  clip: '视频',
  clipPlayer: '{{camera}} 的视频',
} satisfies Translation<typeof en>;
