import { createPageLoad, createRenderWithApp } from '@hospital/remote-kit/testing';
import { NAMESPACE } from '../i18n';
import { en } from '../i18n/en';
import { id } from '../i18n/id';
import { bookingAnswers } from './fakeApi';
import { NOW } from './fixtures';

/** The kit's render helper with this remote's texts, at the wizard's address, the API answering from the fixtures. */
export const renderWithApp = createRenderWithApp({ namespace: NAMESPACE, id, en }, () => ({
  route: '/appointment/create',
  api: bookingAnswers(),
}));

/** A page load of this remote (server render, then the browser's hydrating mount) at the fixtures' present. */
export const { renderOnServer, mountInBrowser } = createPageLoad({
  loadRemote: () => import('../remote'),
  now: Date.parse(NOW),
});
