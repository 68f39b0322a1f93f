/** English texts of the shell (sidebar, top bar, tags, settings) (namespace 'shell'): the keys every language has. */
export default {
  appName: 'Kindergarten Network Console',
  visitedPages: 'Visited pages',
  noName: 'no-name',
  hamburger: 'Toggle sidebar',
  tags: {
    refresh: 'Refresh',
    close: 'Close',
    closeOthers: 'Close Others',
    closeAll: 'Close All',
  },
  warnings: {
    open_one: '{{count}} open warning',
    open_other: '{{count}} open warnings',
    raised: 'New warning: {{type}}',
  },
  errorLog: {
    button: 'Error log',
    title: 'Error Log',
    clear: 'Clear',
    message: 'Message',
    info: 'Source',
    url: 'URL',
    time: 'Time',
    stack: 'Stack',
  },
  size: {
    title: 'Global Size',
    medium: 'Medium',
    small: 'Small',
    mini: 'Mini',
    switched: 'Switch Size Success',
  },
  language: {
    title: 'Switch Language',
    switched: 'Switch Language Success',
  },
  theme: {
    title: 'Theme',
    switched: 'Theme Change Success',
  },
  screenfull: {
    enter: 'Full screen',
    exit: 'Exit full screen',
    unsupported: 'you browser can not work',
  },
  links: {
    customerService: 'Customer service',
    manual: 'Operation manual',
    bigScreen: 'Big screen',
  },
  schools: {
    title: 'My schools',
    empty: 'No school',
    count_one: '{{count}} school',
    count_other: '{{count}} schools',
  },
  role: {
    title: 'Switch role',
    current: 'Current role',
    switched: 'Role switched',
  },
  avatar: {
    schoolProfile: 'School profile',
    manual: 'Operation manual',
    account: 'Account settings',
    logout: 'Log out',
  },
  view: {
    failed: 'This view failed to render',
    retry: 'Retry',
  },
  version: {
    title: 'Version service',
    client: 'Current client version',
    recorded: 'Version you last acknowledged',
    none: 'none yet',
  },
};
