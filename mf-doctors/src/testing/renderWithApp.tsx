import type { ReactElement } from 'react';
import type { Locale } from '@hospital/i18n';
import { renderWithRemote, type RenderWithRemoteOptions } from '@hospital/remote-kit/testing';
import { NAMESPACE } from '../i18n';
import { en } from '../i18n/en';
import { id } from '../i18n/id';

export interface RenderOptions extends Omit<RenderWithRemoteOptions, 'texts' | 'lang'> {
  locale?: Locale;
}

/** Renders like the remote does on a page of the site (remote-kit's test kit), with this remote's texts. */
export function renderWithApp(ui: ReactElement, { locale = 'id', ...options }: RenderOptions = {}) {
  return renderWithRemote(ui, { texts: { namespace: NAMESPACE, id, en }, lang: locale, ...options });
}
