import { createRenderFromServerData, createRenderWithApp } from '@hospital/remote-kit/testing';
import { NAMESPACE } from '../i18n';
import { en } from '../i18n/en';
import { id } from '../i18n/id';
import { remote } from '../remote';

/** The kit's render helper with this remote's texts. */
export const renderWithApp = createRenderWithApp({ namespace: NAMESPACE, id, en });

/** A page rendered from the data its server prefetch gave, as the browser hydrates it. */
export const renderFromServerData = createRenderFromServerData(remote, renderWithApp);
