export { publish, subscribe, lastValue, resetBusForTests } from './bus';
export type { Unsubscribe } from './bus';
export type { EventMap, Topic, Locale } from './topics';
export { STATE_TOPICS } from './topics';
