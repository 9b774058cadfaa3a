import { ReactNode } from 'react';
import { I18nextProvider } from '@hospital/i18n';
import { shellI18n } from '../i18n';

export function ShellProviders({ children }: { children: ReactNode }) {
  return <I18nextProvider i18n={shellI18n}>{children}</I18nextProvider>;
}
