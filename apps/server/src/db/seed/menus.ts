import type { MenuSeed } from './menu-tree.ts';

/** The menu tree of spec §2.3 with titles in zh, en and es. */
export const menuSeed: readonly MenuSeed[] = [
  {
    path: '/Teach',
    name: 'Teach',
    title: ['教务管理', 'Teaching affairs', 'Asuntos docentes'],
    icon: 'education',
    component: 'Layout',
    redirect: '/Teach/StudentManage',
    children: [
      { path: 'StudentManage', name: 'StudentManage', title: ['幼儿管理', 'Children', 'Niños'], component: 'teach/StudentManage' },
    ],
  },
];
