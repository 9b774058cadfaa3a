// Standalone page for this remote's own dev server: the team works without the shell.
import '@hospital/ui/tokens.css';
import { initLocale } from '@hospital/i18n';
import { mountStandalone } from './app';

initLocale();
const root = document.getElementById('standalone-root');
if (root) mountStandalone(root);
