import type { Translation } from '../../../i18n/translation.ts';
import type en from './en.ts';

/** Chinese texts of the school home page and promotion (namespace 'promotion'). */
export default {
  preview: '预览',
  previewTitle: '预览：{{name}}',
  notPublished: '尚未发布：发布之前，公众看不到本主页的任何内容。',
  qrCode: '二维码',
  qrTitle: '{{name}} 的二维码',
  downloadQr: '下载 PNG',
  copyLink: '复制链接',
  copied: '链接已复制',
  openPublic: '打开公开主页',
  link: '链接',
  scanLink: '扫码链接',
  scanHint: '推广码启用且在有效期内时，每次扫码都会计数，然后打开学校主页。',
  uploadPhoto: '添加照片',
  removePhoto: '移除',
  uploadQr: '上传群二维码',
  changeQr: '更换群二维码',
  bookVisit: '预约参观',
  intro: '学校简介',
  features: '办学特色',
  teachers: '师资团队',
  enrolmentNotice: '招生简章',
  location: '学校位置',
  openMap: '在地图中打开',
  pageMissing: '该页面无法访问',
  pageMissingHint: '学校尚未发布主页，或链接有误。',
  chooseLanguage: '语言',
} satisfies Translation<typeof en>;
