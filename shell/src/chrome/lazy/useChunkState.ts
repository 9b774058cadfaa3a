import { useSyncExternalStore } from 'react';
import type { Chunk, ChunkState } from './createChunk';

/** The chunk's status and module; re-renders when it starts, finishes or fails loading. */
export function useChunkState<T>(chunk: Chunk<T>): ChunkState<T> {
  return useSyncExternalStore(chunk.subscribe, chunk.getSnapshot, chunk.getSnapshot);
}
