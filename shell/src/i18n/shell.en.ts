import type { ShellDictionary } from './shell.id';

export const shellEn: ShellDictionary = {
  notFound: { title: 'This page could not be found', home: 'Back to home', docTitle: 'Page not found' },
  remoteError: {
    title: 'This section failed to load',
    message: 'We could not load this part of the page. Check your connection and try again.',
    retry: 'Try again',
  },
  shellError: {
    title: 'The site is having trouble',
    message: 'Sorry, the site cannot be loaded right now. Please try again in a moment.',
    retry: 'Reload',
    code: 'Error code {{code}}',
  },
};
