import { createRenderWithApp } from '@hospital/remote-kit/testing';
import { NAMESPACE } from '../i18n';
import { en } from '../i18n/en';
import { id } from '../i18n/id';

/** The kit's render helper with this remote's texts. */
export const renderWithApp = createRenderWithApp({ namespace: NAMESPACE, id, en });
