import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findUnknownKeys } from './findUnknownKeys';

function appWith(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'keys-'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

const ID = {
  profile: {
    title: 'Profil',
    one: 'satu',
    other: 'banyak',
    fixes_one: '1 hal',
    fixes_other: '{{count}} hal',
  },
  wib: 'WIB',
};

describe('findUnknownKeys', () => {
  it('finds a key the code asks for that the dictionary lacks (it would be shown raw)', () => {
    const dir = appWith({
      'pages/Profile.tsx': `const a = t('profile.title'); const b = t('profile.scheduleCaption', { name });`,
    });
    expect(findUnknownKeys(dir, 'doctors', ID)).toEqual(['pages/Profile.tsx: profile.scheduleCaption']);
  });

  it('reads both branches of a choice, the common namespace and its fallback, and skips built keys', () => {
    const dir = appWith({
      'a.ts': [
        `t(n === 1 ? 'profile.one' : 'profile.other', { count: n });`,
        `t(kind === 'mcu' ? 'profile.title' : 'profile.missing');`,
        `t('common:retry'); t('retry'); t('wib'); t(\`pageTitles.\${key}\`);`,
        `t('common:nothing.here');`,
      ].join('\n'),
      'a.test.ts': `t('ignored.in.tests')`,
      'testing/fixtures.ts': `t('ignored.in.fixtures')`,
    });
    expect(findUnknownKeys(dir, 'doctors', ID)).toEqual([
      'a.ts: common:nothing.here',
      'a.ts: profile.missing',
    ]);
  });

  it('knows a key i18next resolves by its plural forms (`key_one`, `key_other` asked as `key` with a count)', () => {
    const dir = appWith({ 'a.ts': `t('profile.fixes', { count: n }); t('profile.lost', { count: n });` });
    expect(findUnknownKeys(dir, 'doctors', ID)).toEqual(['a.ts: profile.lost']);
  });
});
