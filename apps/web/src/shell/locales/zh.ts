import type { Translation } from '../../i18n/translation.ts';
import type en from './en.ts';

/** Chinese texts of the shell (sidebar, top bar, tags, settings) (namespace 'shell'). */
export default {
  appName: '幼教云管理平台',
  visitedPages: '已访问页面',
  noName: 'no-name',
  hamburger: '收起/展开侧边栏',
  tags: {
    refresh: '刷新',
    close: '关闭',
    closeOthers: '关闭其他',
    closeAll: '关闭所有',
  },
  warnings: {
    open_other: '{{count}} 条未关闭告警',
    raised: '新告警：{{type}}',
  },
  errorLog: {
    button: '错误日志',
    title: '错误日志',
    clear: '清空',
    message: '错误信息',
    info: '来源',
    url: '页面',
    time: '时间',
    stack: '堆栈',
  },
  size: {
    title: '布局大小',
    medium: '中等',
    small: '小',
    mini: '迷你',
    switched: '切换尺寸成功',
  },
  language: {
    title: '切换语言',
    switched: '切换语言成功',
  },
  theme: {
    title: '主题色',
    switched: '换肤成功',
  },
  screenfull: {
    enter: '全屏',
    exit: '退出全屏',
    unsupported: '您的浏览器不支持全屏',
  },
  links: {
    customerService: '联系客服',
    manual: '操作手册',
    bigScreen: '数据大屏',
  },
  schools: {
    title: '我的学校',
    empty: '暂无学校',
    count_other: '{{count}} 所学校',
  },
  role: {
    title: '切换角色',
    current: '当前角色',
    switched: '角色已切换',
  },
  avatar: {
    schoolProfile: '学校资料',
    manual: '操作手册',
    account: '账号设置',
    logout: '退出登录',
  },
  view: {
    failed: '该页面出错了',
    retry: '重试',
  },
  version: {
    title: '版本服务',
    client: '当前客户端版本',
    recorded: '你最近查看的版本',
    none: '暂无记录',
  },
} satisfies Translation<typeof en>;
