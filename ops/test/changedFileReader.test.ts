import fs from 'node:fs';
import path from 'node:path';
import { createChangedFileReader } from '../src/release/changedFileReader';
import { writeJsonAtomic } from '../src/release/registry';
import { withTempDist } from './fixtures';

const temp = withTempDist();

describe('createChangedFileReader', () => {
  it('parses a file once while it is unchanged', () => {
    const file = path.join(temp.dist(), 'a.json');
    fs.writeFileSync(file, '{"v":1}');
    const parse = jest.fn((text: string) => JSON.parse(text) as { v: number });
    const read = createChangedFileReader(parse);
    expect(read(file)).toEqual({ v: 1 });
    expect(read(file)).toEqual({ v: 1 });
    expect(parse).toHaveBeenCalledTimes(1);
  });

  it('sees an atomic replacement of the same size at once (a deploy)', () => {
    const file = path.join(temp.dist(), 'remotes.json');
    writeJsonAtomic(file, { v: 1 });
    const read = createChangedFileReader((text) => JSON.parse(text) as { v: number });
    expect(read(file)).toEqual({ v: 1 });
    writeJsonAtomic(file, { v: 2 });
    expect(read(file)).toEqual({ v: 2 });
  });

  it('sees an edit in place', () => {
    const file = path.join(temp.dist(), 'index.html');
    fs.writeFileSync(file, 'one');
    const read = createChangedFileReader((text) => text);
    expect(read(file)).toBe('one');
    fs.writeFileSync(file, 'three');
    expect(read(file)).toBe('three');
  });

  it('returns null for a missing file or a folder, and does not cache a parse error', () => {
    const file = path.join(temp.dist(), 'b.json');
    const read = createChangedFileReader((text) => JSON.parse(text) as unknown);
    expect(read(file)).toBeNull();
    expect(read(temp.dist())).toBeNull();
    fs.writeFileSync(file, '{');
    expect(() => read(file)).toThrow(SyntaxError);
    expect(() => read(file)).toThrow(SyntaxError);
    fs.writeFileSync(file, '{"ok":true}');
    expect(read(file)).toEqual({ ok: true });
    fs.rmSync(file);
    expect(read(file)).toBeNull();
  });

  it('keeps at most the given number of files', () => {
    const parse = jest.fn((text: string) => text);
    const read = createChangedFileReader(parse, 2);
    const files = ['1', '2', '3'].map((n) => {
      const file = path.join(temp.dist(), `${n}.txt`);
      fs.writeFileSync(file, n);
      return file;
    });
    for (const file of files) read(file);
    read(files[2]);
    read(files[1]);
    expect(parse).toHaveBeenCalledTimes(3);
    read(files[0]);
    expect(parse).toHaveBeenCalledTimes(4);
  });
});
