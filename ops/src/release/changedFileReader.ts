import fs from 'node:fs';

/**
 * Reads and parses a file again only when it changed. A deploy renames a new file into place (new inode),
 * an edit in place changes the size or the times: the stat signature catches both, at the cost of one
 * stat per call instead of a read and a parse. Returns null when the file does not exist; a parse
 * error is thrown (and not cached, so a fixed file is picked up at the next call).
 */
export type ChangedFileReader<T> = (file: string) => T | null;

export function createChangedFileReader<T>(parse: (text: string) => T, maxFiles = 200): ChangedFileReader<T> {
  const cache = new Map<string, { signature: string; value: T }>();
  return (file) => {
    const stat = fs.statSync(file, { bigint: true, throwIfNoEntry: false });
    if (!stat || !stat.isFile()) {
      cache.delete(file);
      return null;
    }
    const signature = `${stat.dev}:${stat.ino}:${stat.size}:${stat.mtimeNs}:${stat.ctimeNs}`;
    const cached = cache.get(file);
    if (cached?.signature === signature) return cached.value;
    const value = parse(fs.readFileSync(file, 'utf8'));
    cache.delete(file);
    // Versions pile up over months of deploys: forget the least recently changed file first.
    if (cache.size >= maxFiles) {
      const oldest = cache.keys().next();
      if (!oldest.done) cache.delete(oldest.value);
    }
    cache.set(file, { signature, value });
    return value;
  };
}
