/** English texts of the guard and the 401 / 404 / soon / route error pages (English: the spec's wording) (namespace 'errors'): the keys every language has. */
export default {
  verifyFailed: 'verification failed, please log in again',
  noPermission: 'you have no permission',
  loading: 'Loading…',
  home: 'Back to home',
  back: 'Go back',
  unauthorized: {
    code: '401',
    title: 'Oops!',
    text: 'you have no permission',
    hint: 'If you need this page, ask an administrator to grant it.',
  },
  notFound: {
    code: '404',
    title: 'Page not found',
    text: 'The page you are looking for does not exist or has been moved.',
  },
  soon: {
    title: '{{title}} is coming soon',
    text: 'This screen is being built and will be available soon.',
    fallback: 'This page',
  },
  routeError: {
    title: 'Something went wrong',
    text: 'The page could not be loaded. Reload and try again.',
    reload: 'Reload',
  },
};
