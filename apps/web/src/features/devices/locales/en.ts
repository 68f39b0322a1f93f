/** English texts of the smart devices' settings and records (namespace 'devices'): the keys every language has. */
export default {
  sharedSettings:
    'The check-in window and the temperature threshold shown here are the school parameters’ (one value for every screen): change them there.',
  openParameters: 'Open the school parameters',
  secretSet: 'Set',
  secretNotSet: 'Not set',
  secretKeep: 'Leave empty to keep the saved secret',
  secretNew: 'Type the new secret to replace it',
  noTestConnection: 'The console does not connect to the vendor’s cloud: the account is used by the devices’ gateway.',
  openClip: 'Open clip',
  clip: 'Clip',
  clipPlayer: 'Clip of {{camera}}',
};
