export { SignInsPanel } from './SignInsPanel';
