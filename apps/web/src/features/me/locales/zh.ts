import type { Translation } from '../../../i18n/translation.ts';
import type en from './en.ts';

/** Chinese texts of the account settings (profile, mobile, password) (namespace 'me'). */
export default {
  title: '账号设置',
  profile: '个人资料',
  security: '账号安全',
  avatar: '头像',
  avatarHint: '支持 .jpg .jpeg .png .gif，单个文件',
  nickname: '昵称',
  username: '用户名',
  fullName: '姓名',
  role: '角色',
  school: '学校',
  notSet: '未设置',
  change: '修改',
  changeMobile: '修改手机号码',
  newMobile: '新手机号码',
  mobileHint: '验证码将发送到新手机号码',
  sameMobile: '新手机号码与当前号码相同',
  changePassword: '修改密码',
  passwordHint: '修改成功后将退出登录，请使用新密码重新登录',
} satisfies Translation<typeof en>;
