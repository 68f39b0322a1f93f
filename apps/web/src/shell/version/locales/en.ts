/** English texts of the upgrade notice (namespace 'version'): the keys every language has. */
export default {
  title: 'System upgrade announcement',
  intro: 'The console has been upgraded to {{version}}. What is new:',
  highlight1: 'A reorganised feature set',
  highlight1Text: 'Menus and features are reorganised so everyday work is easier to find.',
  highlight2: 'A home page with a school operations overview',
  highlight2Text: 'The new home page shows the key figures of your schools at a glance.',
  highlight3: 'A smart course-planning system',
  highlight3Text: 'Weekly courses and timetables are planned for you.',
  dismiss: 'Got it',
};
