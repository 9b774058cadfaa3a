import type { ReactElement } from 'react';
import { renderWithRemote, type RenderWithRemoteOptions } from '@hospital/remote-kit/testing';
import { NAMESPACE } from '../i18n';
import { en } from '../i18n/en';
import { id } from '../i18n/id';

export type RenderPageOptions = Omit<RenderWithRemoteOptions, 'texts'>;

/**
 * Renders like this remote does on a page of the site (the kit's renderWithRemote with this remote's
 * texts): English unless `lang` says otherwise, a fresh query cache, and the API answers of `api`.
 */
export function renderPage(ui: ReactElement, options: RenderPageOptions = {}) {
  return renderWithRemote(ui, { lang: 'en', ...options, texts: { namespace: NAMESPACE, id, en } });
}
