import type { RecommendedAction } from '@hospital/api-client';
import { en } from './en';
import { id } from './id';

const ACTIONS: Record<RecommendedAction, true> = { stay_home: true, book_visit: true, emergency: true };

describe.each([
  ['id', id],
  ['en', en],
])('%s dictionary', (_lang, dict) => {
  it('has a text for every next step the server can advise (looked up by a computed key)', () => {
    for (const action of Object.keys(ACTIONS)) expect(dict.result.actions).toHaveProperty(action);
  });
});
