/** A part of this remote's sealed state (RemoteState) read as an object: anything else reads as empty. */
export function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}
