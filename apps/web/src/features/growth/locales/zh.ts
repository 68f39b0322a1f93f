import type { Translation } from '../../../i18n/translation.ts';
import type en from './en.ts';

/** Chinese texts of growth (namespace 'growth'). */
export default {
  records: '测量记录',
  report: '超出 ±2 SD',
  curve: '生长曲线',
  curveTitle: '生长曲线：{{name}}',
  weightForAge: '年龄别体重',
  heightForAge: '年龄别身长/身高',
  weightForHeight: '身长/身高别体重',
  bmiForAge: '年龄别 BMI',
  ageMonths: '月龄',
  heightCm: '身长/身高 (cm)',
  weightKg: '体重 (kg)',
  bmi: 'BMI (kg/m²)',
  child: '幼儿',
  sd: '{{sd}} SD',
  median: '中位数',
  chartSummary_other: '{{title}}：{{name}} 的 {{count}} 次测量，背景为 WHO 标准带（−3 至 +3 SD）。{{points}}',
  pointText: '{{date}}：{{x}}，{{y}}（z {{z}}）',
  noPoints: '尚无测量：仅显示标准带。',
  school: '学校',
  klass: '班级',
  allClasses: '全部班级',
  measured_other: '已测量 {{count}} 名幼儿；每名幼儿取最近一次测量',
  outside_other: '{{count}} 名幼儿有指标超出 ±2 SD',
  noneOutside: '没有超出 ±2 SD 的幼儿。',
  measuredOn: '测量日期',
  z: 'z',
  source: '60 月龄以内依据 WHO 儿童生长标准（2006），之后依据 WHO 5–19 岁生长参考值（2007）。',
} satisfies Translation<typeof en>;
