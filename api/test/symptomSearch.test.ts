/**
 * Issue 26, symptom search: a complaint leads to the specialities that see it (the vocabulary of
 * @hospital/domain's symptoms.ts, seeded into search_synonyms), each doctor found comes with the
 * hospital, next session, fee and a book link carrying that session, an emergency complaint with
 * each hospital's IGD call, and the header's suggestions offer complaints while typing.
 */
import type { SearchResults, SearchSuggestion } from '@hospital/contract';
import { describeApi, type ItemBody, type ListBody } from './support/harness';

describeApi(
  'issue 26: symptom search',
  (api) => {
    const search = async (q: string, lang = 'id') =>
      (await api.get<ItemBody<SearchResults>>(`web/search?q=${encodeURIComponent(q)}&lang=${lang}`)).body
        .data;
    const slugsOf = async (results: SearchResults) => {
      const doctors = (
        await api.get<ListBody<{ id: number; speciality_slug: string }>>('web/dokter?limit=100')
      ).body.data.results;
      return results.doctors.results.map((d) => doctors.find((o) => o.id === d.id)?.speciality_slug);
    };

    it.each([
      ['sakit perut', 'id', ['penyakit-dalam', 'bedah-digestif']],
      ['stomach ache', 'en', ['penyakit-dalam', 'bedah-digestif']],
      ['batuk', 'id', ['paru', 'umum']],
      ['demam anak', 'id', ['anak']],
      ['child fever', 'en', ['anak']],
    ])('"%s" (%s) finds doctors of %j only, and no IGD call', async (q, lang, wanted) => {
      const results = await search(q, lang);
      expect(results.doctors.count).toBeGreaterThan(0);
      const slugs = await slugsOf(results);
      expect(slugs.every((s) => s !== undefined && wanted.includes(s))).toBe(true);
      expect(slugs).not.toContain('gigi');
      expect(slugs).not.toContain('saraf');
      expect(results.specialities?.map((s) => s.slug)).toEqual(wanted);
      expect(results.emergency).toEqual([]);
    });

    it('"nyeri dada" and "sesak napas" (and in English) bring each hospital\'s IGD call, cardiologists first', async () => {
      for (const [q, lang, first] of [
        ['nyeri dada', 'id', 'jantung'],
        ['chest pain', 'en', 'jantung'],
        ['sesak napas', 'id', 'paru'],
        ['shortness of breath', 'en', 'paru'],
      ] as const) {
        const results = await search(q, lang);
        expect(results.emergency?.length).toBe(2);
        for (const call of results.emergency ?? []) {
          expect(call.hospital).toMatch(/Medika/);
          expect(call.phone).toMatch(/^\+?[0-9 ()-]{6,}$/);
        }
        expect((await slugsOf(results))[0]).toBe(first);
      }
    });

    it('each doctor found carries the hospital, the next session, the fee and a book link with that session', async () => {
      const results = await search('sakit perut');
      const withSession = results.doctors.results.filter((d) => d.next_session);
      expect(withSession.length).toBeGreaterThan(0);
      for (const d of withSession) {
        const s = d.next_session!;
        expect(d.hospital).toMatch(/Medika/);
        expect(d.fee).toBeGreaterThan(0);
        expect(d.book_path).toBe(
          `/appointment/create?doctor=${d.id}&company=${s.company_id}&poli=${s.poli_id}&date=${s.date}&session=${s.session_id}`,
        );
      }
    });

    it('suggests complaints while typing, with the specialities they lead to, and IGD for an emergency', async () => {
      const suggest = async (q: string, lang = 'id') =>
        (
          await api.get<ListBody<SearchSuggestion>>(
            `web/search/suggest?q=${encodeURIComponent(q)}&lang=${lang}`,
          )
        ).body.data.results;
      const perut = await suggest('sakit pe');
      expect(perut[0]).toMatchObject({
        text: 'sakit perut',
        kind: 'complaint',
        hint: 'Penyakit Dalam, Bedah Digestif',
        path: '/search?q=sakit%20perut',
        emergency: false,
      });
      const dada = await suggest('nyeri d');
      expect(dada[0]).toMatchObject({ text: 'nyeri dada', emergency: true });
      expect(dada[0].hint.startsWith('IGD, ')).toBe(true);
      const chest = await suggest('chest', 'en');
      expect(chest.map((s) => s.text)).toContain('chest pain');
      expect(await suggest('s')).toEqual([]);
      expect((await api.get('web/search/suggest?q=' + 'x'.repeat(101))).status).toBe(400);
      expect((await api.get('web/search/suggest?q=ab&other=1')).status).toBe(400);
    });
  },
  { only: ['pglite'] },
);
