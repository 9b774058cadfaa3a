import { EventMap, STATE_TOPICS, Topic } from './topics';

interface BusState {
  target: EventTarget;
  last: Map<Topic, unknown>;
}

// Kept on window (not in module scope) so two copies of this library share one bus.
const GLOBAL_KEY = '__hospitalEventBus__';

type BusHost = typeof globalThis & { [GLOBAL_KEY]?: BusState };

function busState(): BusState {
  const host = globalThis as BusHost;
  if (!host[GLOBAL_KEY]) host[GLOBAL_KEY] = { target: new EventTarget(), last: new Map() };
  return host[GLOBAL_KEY];
}

export function publish<T extends Topic>(topic: T, payload: EventMap[T]): void {
  const state = busState();
  if (STATE_TOPICS.has(topic)) state.last.set(topic, payload);
  state.target.dispatchEvent(new CustomEvent(topic, { detail: payload }));
}

export type Unsubscribe = () => void;

/** Subscribe to a topic; state topics call the handler at once with their last value. */
export function subscribe<T extends Topic>(topic: T, handler: (payload: EventMap[T]) => void): Unsubscribe {
  const state = busState();
  const listener = (event: Event) => handler((event as CustomEvent<EventMap[T]>).detail);
  state.target.addEventListener(topic, listener);
  if (STATE_TOPICS.has(topic) && state.last.has(topic)) handler(state.last.get(topic) as EventMap[T]);
  return () => state.target.removeEventListener(topic, listener);
}

/** The last value of a state topic, if any was published. */
export function lastValue<T extends Topic>(topic: T): EventMap[T] | undefined {
  return busState().last.get(topic) as EventMap[T] | undefined;
}

/** For tests: forget replayed values. */
export function resetBusForTests(): void {
  const host = globalThis as BusHost;
  delete host[GLOBAL_KEY];
}
