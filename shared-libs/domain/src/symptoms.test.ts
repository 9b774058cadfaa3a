import { EMERGENCY_WORD, SYMPTOMS, symptomOf, symptomTerms } from './symptoms';

/** Issue 26, symptom search: what a complaint leads to is pinned here. */
describe('the symptom vocabulary', () => {
  it.each([
    ['sakit perut', ['penyakit-dalam', 'bedah-digestif'], false],
    ['stomach ache', ['penyakit-dalam', 'bedah-digestif'], false],
    ['batuk', ['paru', 'umum'], false],
    ['cough', ['paru', 'umum'], false],
    ['demam anak', ['anak'], false],
    ['child fever', ['anak'], false],
    ['sesak napas', ['paru', 'jantung'], true],
    ['shortness of breath', ['paru', 'jantung'], true],
    ['nyeri dada', ['jantung', 'penyakit-dalam'], true],
    ['chest pain', ['jantung', 'penyakit-dalam'], true],
    ['sakit gigi', ['gigi'], false],
    ['sakit kepala', ['saraf', 'umum'], false],
    ['sakit tenggorokan', ['tht'], false],
    ['nyeri sendi', ['ortopedi', 'rehabilitasi-medik'], false],
    ['stroke', ['saraf'], true],
  ])('"%s" → %j (emergency: %s)', (term, specialities, emergency) => {
    expect(symptomOf(term)).toMatchObject({ specialities, emergency });
  });

  it('never sends a stomach ache to the dentist or the neurologist', () => {
    expect(symptomOf('Sakit Perut ')?.specialities).not.toEqual(expect.arrayContaining(['gigi']));
    expect(symptomOf('sakit perut')?.specialities).not.toContain('saraf');
  });

  it('has terms in both languages, lower case, each in one complaint only', () => {
    const seen = new Map<string, string>();
    for (const symptom of SYMPTOMS) {
      expect(symptom.id.length).toBeGreaterThan(0);
      expect(symptom.en.length).toBeGreaterThan(0);
      expect(symptom.specialities.length).toBeGreaterThan(0);
      for (const term of symptomTerms(symptom)) {
        expect(term).toBe(term.trim().toLowerCase());
        expect(seen.get(term) ?? symptom.key).toBe(symptom.key);
        seen.set(term, symptom.key);
      }
    }
    expect(SYMPTOMS.length).toBeGreaterThanOrEqual(15);
    expect(EMERGENCY_WORD).toBe('igd');
  });

  it('knows nothing of a word that is no complaint', () => {
    expect(symptomOf('jadwal')).toBeUndefined();
  });
});
