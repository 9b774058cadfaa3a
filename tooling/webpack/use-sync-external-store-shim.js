// React 18 and later have useSyncExternalStore built in; the `use-sync-external-store/shim` package that
// react-i18next imports exists for React 16 and 17. Resolving it to React's own saves its code on every
// page (tooling/webpack/app-config.js alias).
export { useSyncExternalStore } from 'react';
