// The only global stylesheet of the site: the design tokens of the UI kit, plus the shell's base rules.
import '@hospital/ui/tokens.css';
import './shell.css';
