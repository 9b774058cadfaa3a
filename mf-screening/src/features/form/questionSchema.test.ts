import { validateWith, type Lang } from '@hospital/domain';
import { createFixedI18nSync } from '@hospital/i18n';
import { NAMESPACE } from '../../i18n';
import { dictionaries } from '../../i18n/dictionaries';
import { buildScreeningSchema } from './questionSchema';
import { TEST_DEFINITION } from './testDefinition';
import type { ScreeningFormValues } from './formValues';

const NOW = new Date('2026-11-21T05:00:00Z'); // 12:00 in Jakarta

const texts = {
  id: createFixedI18nSync(NAMESPACE, dictionaries, 'id'),
  en: createFixedI18nSync(NAMESPACE, dictionaries, 'en'),
};

const valid: ScreeningFormValues = {
  visitor: { name: 'Siti Rahayu', phone: '081234567890' },
  answers: { fever: 'no', contact: 'none', temperature: '', onset: '', weight: '60' },
};

function errorsOf(values: unknown, lang: Lang = 'id'): Record<string, string> {
  const result = validateWith(buildScreeningSchema(TEST_DEFINITION.questions, lang, texts[lang].t), values);
  return result.ok ? {} : result.fields;
}

function withAnswers(answers: Partial<ScreeningFormValues['answers']>): ScreeningFormValues {
  return { ...valid, answers: { ...valid.answers, ...answers } as ScreeningFormValues['answers'] };
}

describe('buildScreeningSchema (from the API definition)', () => {
  beforeEach(() => jest.useFakeTimers({ now: NOW }));
  afterEach(() => jest.useRealTimers());

  it('accepts a complete form, with optional questions left empty', () => {
    expect(errorsOf(valid)).toEqual({});
  });

  it('asks for every required answer and the visitor with the docs/product-rules.md §5 message, in Indonesian', () => {
    expect(errorsOf({ visitor: { name: '', phone: '' }, answers: {} })).toEqual({
      'visitor.name': 'Kolom ini wajib diisi.',
      'visitor.phone': 'Kolom ini wajib diisi.',
      'answers.fever': 'Kolom ini wajib diisi.',
      'answers.contact': 'Kolom ini wajib diisi.',
      'answers.weight': 'Kolom ini wajib diisi.',
    });
  });

  it('gives the same messages in English', () => {
    expect(errorsOf({ visitor: { name: 'Al', phone: '12' }, answers: { fever: '' } }, 'en')).toEqual({
      'visitor.name': 'Minimal 3 character.',
      'visitor.phone': 'Phone number is not valid: start with 08 or +62, e.g. 081234567890.',
      'answers.fever': 'This field is required.',
      'answers.contact': 'This field is required.',
      'answers.weight': 'This field is required.',
    });
  });

  it('yes/no accepts only yes or no', () => {
    expect(errorsOf(withAnswers({ fever: 'yes' }))).toEqual({});
    expect(errorsOf(withAnswers({ fever: 'maybe' }), 'en')).toEqual({
      'answers.fever': 'This field is required.',
    });
  });

  it('single choice accepts only the options of the definition', () => {
    expect(errorsOf(withAnswers({ contact: 'confirmed' }))).toEqual({});
    expect(errorsOf(withAnswers({ contact: 'other' }))).toEqual({
      'answers.contact': 'Kolom ini wajib diisi.',
    });
  });

  it('number must be a number within the min and max of the definition (decimal comma allowed)', () => {
    expect(errorsOf(withAnswers({ temperature: '37,8' }))).toEqual({});
    expect(errorsOf(withAnswers({ temperature: 'hot' }))).toEqual({
      'answers.temperature': 'Kolom ini harus berupa angka.',
    });
    expect(errorsOf(withAnswers({ temperature: 'hot' }), 'en')).toEqual({
      'answers.temperature': 'This field must be a number.',
    });
    expect(errorsOf(withAnswers({ temperature: '45' }), 'en')).toEqual({
      'answers.temperature': 'Enter a number between 34 and 43.',
    });
    expect(errorsOf(withAnswers({ temperature: '33.9' }))).toEqual({
      'answers.temperature': 'Masukkan angka antara 34 dan 43.',
    });
    expect(errorsOf(withAnswers({ temperature: '43' }))).toEqual({});
  });

  it('date must be a real date and not after today in Jakarta', () => {
    expect(errorsOf(withAnswers({ onset: '2026-11-21' }))).toEqual({});
    expect(errorsOf(withAnswers({ onset: '2026-02-30' }), 'en')).toEqual({
      'answers.onset': 'Date is not valid.',
    });
    expect(errorsOf(withAnswers({ onset: '2026-11-22' }))).toEqual({
      'answers.onset': 'Tanggal tidak boleh melewati hari ini.',
    });
  });

  it('follows the definition: a question made optional is no longer required', () => {
    const relaxed = TEST_DEFINITION.questions.map((q) => ({ ...q, required: false }));
    const result = validateWith(buildScreeningSchema(relaxed, 'en', texts.en.t), { ...valid, answers: {} });
    expect(result.ok).toBe(true);
  });
});
