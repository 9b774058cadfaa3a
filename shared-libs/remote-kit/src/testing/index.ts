// One test kit for every remote (docs/architecture.md §8): render a page as the site does, probe the router.
export { createRenderWithApp, renderWithRemote, testQueryClient } from './renderWithRemote';
export type { RenderWithAppOptions, RenderWithRemoteOptions } from './renderWithRemote';
export { createRenderFromServerData } from './renderFromServerData';
export { freezeDate, unfreezeDate } from './clock';
export { reactDrivenByLifecycles } from './lifecycleReact';
export { createPageLoad } from './pageLoad';
export type { MountOptions, PageLoadOptions, ServerSlot } from './pageLoad';
export { LocationProbe, clickPrevented } from './routerProbes';
export { describeRemoteContract } from './remoteContract';
export type { RemoteContractOptions } from './remoteContract';
export { fakeAdapter, fakeRoutes, listAnswer, itemAnswer } from '@hospital/api-client/testing';
export type { FakeAnswer, FakeHandler, SentRequest } from '@hospital/api-client/testing';
