export { fakeAdapter, fakeRoutes, listAnswer, itemAnswer } from './fakeAdapter';
export type { FakeAnswer, FakeHandler, SentRequest } from './fakeAdapter';
