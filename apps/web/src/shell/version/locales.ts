import { registerLocales } from '../../i18n/index.ts';

/** Texts of the system upgrade announcement (namespace 'version'). */
registerLocales('version', {
  zh: {
    title: '系统升级公告',
    intro: '管理后台已升级到 {{version}}，本次更新的亮点：',
    highlight1: '功能重新梳理',
    highlight1Text: '菜单与功能重新组织，日常工作更容易找到。',
    highlight2: '全新首页',
    highlight2Text: '首页新增学校运营概况，关键数据一目了然。',
    highlight3: '智能排课系统',
    highlight3Text: '智能安排每周课程与课表。',
    dismiss: '我知道了',
  },
  en: {
    title: 'System upgrade announcement',
    intro: 'The console has been upgraded to {{version}}. What is new:',
    highlight1: 'A reorganised feature set',
    highlight1Text: 'Menus and features are reorganised so everyday work is easier to find.',
    highlight2: 'A home page with a school operations overview',
    highlight2Text: 'The new home page shows the key figures of your schools at a glance.',
    highlight3: 'A smart course-planning system',
    highlight3Text: 'Weekly courses and timetables are planned for you.',
    dismiss: 'Got it',
  },
  es: {
    title: 'Aviso de actualización del sistema',
    intro: 'La consola se ha actualizado a {{version}}. Novedades:',
    highlight1: 'Funciones reorganizadas',
    highlight1Text: 'Los menús y las funciones se han reorganizado para encontrar antes el trabajo diario.',
    highlight2: 'Página de inicio con un resumen de la gestión escolar',
    highlight2Text: 'La nueva página de inicio muestra de un vistazo las cifras clave de sus escuelas.',
    highlight3: 'Sistema inteligente de planificación de cursos',
    highlight3Text: 'Los cursos semanales y los horarios se planifican por usted.',
    dismiss: 'Entendido',
  },
});
