import type { Translation } from '../../../i18n/translation.ts';
import type en from './en.ts';

/** Chinese texts of sign-in, register, reset password (namespace 'auth'). */
export default {
  title: '幼儿园管理后台',
  subtitle: '托育与早教机构运营平台',
  tabPassword: '密码登录',
  tabSms: '验证码登录',
  username: '用户名',
  login: '登录',
  register: '注册',
  forgotPassword: '忘记密码',
  backToLogin: '返回登录',
  haveAccount: '已有账号？',
  registerTitle: '注册试用',
  registerHint: '注册后学校将进入试用期，您将成为园所管理员',
  fullName: '姓名',
  schoolName: '学校名称',
  schoolAddress: '学校地址',
  schoolAddressPlaceholder: '请选择省 / 市 / 区',
  agreement: '我已阅读并同意《用户服务协议》和《隐私政策》',
  submitRegister: '注册',
  mobileTaken: '该手机号码已注册',
  resetTitle: '找回密码',
  stepVerify: '验证手机',
  stepNewPassword: '设置新密码',
  signingIn: '正在登录…',
  missingToken: '登录链接缺少令牌',
} satisfies Translation<typeof en>;
