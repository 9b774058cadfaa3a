/** `5:30` style duration of a video. */
export function formatDuration(totalSeconds: number): string {
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = Math.max(0, Math.round(totalSeconds - minutes * 60));
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}
