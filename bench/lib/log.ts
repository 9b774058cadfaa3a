const started = Date.now();

/** Progress on stderr with the elapsed time, so the summary on stdout stays clean. */
export function log(message: string): void {
  const seconds = ((Date.now() - started) / 1000).toFixed(0).padStart(4);
  process.stderr.write(`[bench ${seconds} s] ${message}\n`);
}

export function elapsedSeconds(): number {
  return (Date.now() - started) / 1000;
}
