import fs from 'node:fs';
import path from 'node:path';
import type { Dict } from './dictionary';
import { COMMON_NAMESPACE, commonDictionary } from './dictionaries/common';

/** A key written in the code: a dotted path, optionally after a namespace (`common:retry`). */
const KEY_LITERAL = /^(?:[a-z]+:)?[a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9]+)*$/;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The first argument of each `t(` call, as written (up to its first top-level comma or parenthesis). */
function firstArguments(source: string): string[] {
  const found: string[] = [];
  const call = /(?<![\w.$])t\(/g;
  for (let match = call.exec(source); match; match = call.exec(source)) {
    let depth = 0;
    let end = match.index + match[0].length;
    for (; end < source.length; end += 1) {
      const c = source[end];
      if (c === '(' || c === '[' || c === '{') depth += 1;
      else if (c === ')' || c === ']' || c === '}') {
        if (depth === 0) break;
        depth -= 1;
      } else if (c === ',' && depth === 0) break;
    }
    found.push(source.slice(match.index + match[0].length, end));
  }
  return found;
}

function leaf(dict: Dict, dotted: string): boolean {
  let node: string | Dict | undefined = dict;
  for (const part of dotted.split('.')) {
    if (typeof node !== 'object') return false;
    node = node[part];
  }
  return typeof node === 'string';
}

/** A key is there as written, or as i18next's plural forms (`key_other`, asked as `key` with a count). */
function has(dict: Dict, dotted: string): boolean {
  return leaf(dict, dotted) || leaf(dict, `${dotted}_other`);
}

/**
 * Keys an app's code asks `t` for that its Indonesian dictionary (or, as i18next falls back, the common
 * one) does not have: i18next would show them raw. Only keys written as plain strings are read (both
 * branches of `a ? 'x.y' : 'x.z'` included, a value it compares left out); a key built from a variable is the compiler's to check.
 * Sorted, with the file; `[]` means every key is there.
 */
export function findUnknownKeys(sourceDir: string, namespace: string, id: Dict): string[] {
  const unknown = new Set<string>();
  for (const file of sourceFiles(sourceDir)) {
    for (const argument of firstArguments(fs.readFileSync(file, 'utf8'))) {
      for (const literal of argument.matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`$\n]*)`/g)) {
        const key = literal[1] ?? literal[2] ?? literal[3] ?? '';
        // A value compared in a condition (`category === 'mcu' ? ...`) is not a key.
        const compared = /[!=]==?\s*$/.test(argument.slice(0, literal.index));
        if (!KEY_LITERAL.test(key) || compared) continue;
        const [ns, dotted] = key.includes(':') ? key.split(':') : [namespace, key];
        const known =
          ns === COMMON_NAMESPACE
            ? has(commonDictionary.id, dotted)
            : ns === namespace && (has(id, dotted) || has(commonDictionary.id, dotted));
        if (!known) unknown.add(`${path.relative(sourceDir, file)}: ${key}`);
      }
    }
  }
  return [...unknown].sort();
}
