// The server render dehydrates the cache it rendered with (docs/architecture.md §2b): not part of any browser bundle.
export { dehydrate } from '@tanstack/react-query';
