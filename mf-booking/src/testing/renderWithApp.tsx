import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import type { Locale } from '@hospital/i18n';
import { renderWithRemote, type RenderWithRemoteOptions } from '@hospital/remote-kit/testing';
import { NAMESPACE } from '../i18n';
import { en } from '../i18n/en';
import { id } from '../i18n/id';
import { bookingAnswers } from './fakeApi';

export interface RenderOptions extends Omit<RenderWithRemoteOptions, 'texts'> {
  lang?: Locale;
}

/**
 * Renders like this remote does on a page of the site (the kit's renderWithRemote with this remote's
 * texts): Indonesian unless `lang` says otherwise, at `/appointment/create` unless `route` says
 * otherwise, with the API answering from the fixtures (`api` replaces them: `bookingAnswers({...})`).
 * `location()` is where the router is now (path and query, without the language prefix).
 */
export function renderWithApp(ui: ReactElement, options: RenderOptions = {}) {
  const view = renderWithRemote(ui, {
    route: '/appointment/create',
    api: bookingAnswers(),
    ...options,
    texts: { namespace: NAMESPACE, id, en },
  });
  return { ...view, location: () => screen.getByTestId('location').textContent ?? '' };
}
