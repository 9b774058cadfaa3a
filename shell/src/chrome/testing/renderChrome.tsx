import { act, render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ShellProviders } from '../../pages/ShellProviders';
import { shellI18n, SHELL_NAMESPACE } from '../../i18n';
import { shellEn } from '../../i18n/shell.en';

// The app fetches English on demand; tests switch languages synchronously, so it is in from the start.
shellI18n.addResourceBundle('en', SHELL_NAMESPACE, shellEn);

/** Renders chrome inside the shell's i18n provider, like mountChrome does. */
export function renderChrome(ui: ReactElement): RenderResult {
  return render(<ShellProviders>{ui}</ShellProviders>);
}

/** Lets pending fake-API answers land inside act(), so their state updates are part of the test. */
export async function settle(): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}
