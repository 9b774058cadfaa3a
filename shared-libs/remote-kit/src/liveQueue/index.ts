export {
  useLiveQueue,
  liveQueueQuery,
  newerSnapshot,
  type LiveQueue,
  type LiveConnection,
} from './useLiveQueue';
