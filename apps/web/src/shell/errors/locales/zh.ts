import type { Translation } from '../../../i18n/translation.ts';
import type en from './en.ts';

/** Chinese texts of the guard and the 401 / 404 / soon / route error pages (English: the spec's wording) (namespace 'errors'). */
export default {
  verifyFailed: '验证失败，请重新登录',
  noPermission: '你没有权限',
  loading: '加载中…',
  home: '返回首页',
  back: '返回',
  unauthorized: {
    code: '401',
    title: '抱歉！',
    text: '你没有权限去该页面',
    hint: '如有需要，请联系管理员为你开通。',
  },
  notFound: {
    code: '404',
    title: '页面不存在',
    text: '你访问的页面不存在或已被移走。',
  },
  soon: {
    title: '{{title}} 即将上线',
    text: '该功能正在建设中，敬请期待。',
    fallback: '该页面',
  },
  routeError: {
    title: '页面出错了',
    text: '页面加载失败，请刷新后重试。',
    reload: '刷新',
  },
} satisfies Translation<typeof en>;
