/** English texts of children's leave and its audit (namespace 'leave'): the keys every language has. */
export default {
  approve: 'Approve',
  reject: 'Reject',
  cancelLeave: 'Cancel leave',
  keepLeave: 'Keep leave',
  auditTitle: 'Audit leave: {{name}}',
  auditRemark: 'Audit remark',
  rejectNeedsRemark: 'A rejection needs a remark',
  approved_one: 'Approved: {{count}} school day marked as leave',
  approved_other: 'Approved: {{count}} school days marked as leave',
  rejected: 'Rejected',
  leaveCancelled_one: 'Cancelled: {{count}} marked day taken back',
  leaveCancelled_other: 'Cancelled: {{count}} marked days taken back',
  confirmCancel: 'Cancel this leave? The days it marked go back to not recorded.',
};
