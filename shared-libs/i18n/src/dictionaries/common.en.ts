import type { DictShape } from '../dictionary';
import type { commonId } from './common.id';

export const commonEn: DictShape<typeof commonId> = {
  loading: 'Loading...',
  retry: 'Try again',
  actions: {
    loadMore: 'Load more',
    close: 'Close',
    back: 'Back',
    next: 'Next',
    previous: 'Previous',
    search: 'Search',
    submit: 'Submit',
    cancel: 'Cancel',
    confirm: 'Confirm',
    seeAll: 'See all',
    readMore: 'Read more',
  },
  error: {
    title: 'Something went wrong',
    description: 'Sorry, something went wrong. Please try again in a moment.',
    network: 'Cannot connect. Check your internet connection and try again.',
    tooManyRequests: 'Too many requests. Please wait a moment and try again.',
    validation: 'Please check the data you entered.',
  },
  notFound: {
    title: 'This page could not be found',
    description: 'The page you are looking for may have moved or is no longer available.',
    backHome: 'Back to home',
  },
  empty: {
    title: 'No data yet',
    description: 'There is nothing to show here yet.',
    search: 'No results for "{{query}}"',
  },
  remote: {
    failed: 'This section could not be loaded.',
    failedHint: 'The rest of the site still works. Please reload the page or try again later.',
  },
  language: {
    label: 'Language',
    id: 'Bahasa Indonesia',
    en: 'English',
  },
};
