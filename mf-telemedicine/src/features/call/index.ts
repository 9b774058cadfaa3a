// What the rest of this remote may use of the call (the lint rule on feature boundaries allows only
// this file): its performance marks, and the call view as a lazy chunk, so the call code downloads only
// when the visitor is about to join.
export { CALL_MARKS, mark } from './callMarks';
export const loadCallView = () => import('./CallView');
