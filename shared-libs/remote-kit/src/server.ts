// The server side of the remote contract (docs/architecture.md §2b): what a remote's server renderer build exports.
export { createRemoteRenderer } from './server/renderRemote';
export type { RemoteRenderer, RenderOutcome, RenderRequest } from './server/renderRemote';
export type { ActionOutcome, ActionRequest } from './server/runAction';
export { withBudget, BudgetExceeded } from './server/withBudget';
export type { ShellMain, ShellPage, ShellPageRequest, ShellRendererContract } from './server/shellContract';
export type { JsonValue, RemoteState } from './contract';
