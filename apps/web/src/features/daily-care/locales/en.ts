/** English texts of daily care (namespace 'dailyCare'): the keys every language has. */
export default {
  classGrid: 'Class grid',
  records: 'Records',
  class: 'Class',
  date: 'Date',
  child: 'Child',
  onLeave: 'On leave',
  leaveNotSent: 'Children on approved leave are not checked.',
  saveAll: 'Save all',
  saved_one: 'Saved: {{count}} check',
  saved_other: 'Saved: {{count}} checks',
  gridHint: 'Every child of the class is pre-filled as normal: change what differs, then save once.',
};
