export { useLiveQueue, newerSnapshot, type LiveQueue, type LiveConnection } from './useLiveQueue';
