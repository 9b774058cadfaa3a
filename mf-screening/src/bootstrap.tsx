// Standalone page for this remote's own dev server: the team works without the shell.
import '@hospital/ui/src/tokens.css';
import { resolveInitialLocale, setLocale } from '@hospital/i18n';
import { mountStandalone } from './app';

setLocale(resolveInitialLocale({ search: window.location.search, storage: window.localStorage }));
const root = document.getElementById('standalone-root');
if (root) mountStandalone(root);
