// The hook moved to @hospital/remote-kit, where every remote's forms use it (docs/decisions.md, issue 25).
export { useInteractive } from '@hospital/remote-kit';
