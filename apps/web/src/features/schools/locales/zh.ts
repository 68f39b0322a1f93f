import type { Translation } from '../../../i18n/translation.ts';
import type en from './en.ts';

/** Chinese texts of the school list, profile and detail (namespace 'schools'). */
export default {
  detail: '详情',
  notFound: '学校不存在或无权查看',
  noSchool: '当前账号未绑定学校',
  backToList: '返回列表',
  detailTitle: '学校详情',
  editProfile: '编辑资料',
  overview: '学校概况',
  classes: '班级',
  children: '在园幼儿',
  staff: '教职工',
  parents: '家长',
  capacityUse: '学位使用率',
  className: '班级名称',
  grade: '年级',
  academicYear: '学年',
  capacity: '容量',
  childrenCount: '幼儿',
  teachersCount: '教师',
  state: '状态',
  active: '正常',
  disabled: '停用',
  noClasses: '暂无班级',
  parameters: '学校参数',
  editParameters: '修改参数',
  ownValue: '本园设置',
} satisfies Translation<typeof en>;
