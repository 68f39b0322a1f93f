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
  time: 'Time',
  done: 'Done',
  savedReadings_one: 'Saved: {{count}} reading',
  savedReadings_other: 'Saved: {{count}} readings',
  savedRecords_one: 'Saved: {{count}} record',
  savedRecords_other: 'Saved: {{count}} records',
  savedNaps_one: 'Saved: {{count}} nap',
  savedNaps_other: 'Saved: {{count}} naps',
  infraredHint:
    'A temperature round: type each child’s temperature at this time; a child left blank is not recorded. Saving again replaces the round.',
  hygieneHint:
    'A care round: every child is ticked as done at this time; untick who was not. Water is counted in ml. Saving again replaces the round.',
  sleepHint: 'Every child is pre-filled with the nap their bracelet reported, or the usual nap: change what differs, then save once.',
  fromBracelet: 'From the bracelet: confirm or correct',
};
