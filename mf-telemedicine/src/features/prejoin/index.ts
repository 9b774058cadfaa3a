// What the rest of this remote may use of the pre-join step (the only file other features import).
export { PreJoin } from './PreJoin';
export { usePreviewMedia } from './usePreviewMedia';
