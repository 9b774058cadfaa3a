import type { ScreeningForm, ScreeningQuestion } from '@hospital/api-client';

function question(
  overrides: Partial<ScreeningQuestion> & Pick<ScreeningQuestion, 'key' | 'type'>,
): ScreeningQuestion {
  return {
    seq: 1,
    label: overrides.key,
    help: null,
    required: true,
    options: [],
    min: null,
    max: null,
    unit: null,
    ...overrides,
  };
}

/** A definition with one question of every type, shaped like `config.form/get` answers. */
export const TEST_DEFINITION: ScreeningForm = {
  id: 1,
  name: 'Covid-19 Screening',
  title: 'Skrining Covid-19',
  description: 'Jawab pertanyaan berikut.',
  version: 1,
  questions: [
    question({ key: 'fever', type: 'yes_no', label: 'Apakah Anda demam?' }),
    question({
      key: 'contact',
      type: 'single_choice',
      label: 'Kontak erat',
      options: [
        { value: 'none', label: 'Tidak ada' },
        { value: 'confirmed', label: 'Dengan pasien terkonfirmasi' },
      ],
    }),
    question({
      key: 'temperature',
      type: 'number',
      label: 'Suhu tubuh',
      required: false,
      min: 34,
      max: 43,
      unit: '°C',
    }),
    question({ key: 'onset', type: 'date', label: 'Gejala pertama', required: false }),
    question({
      key: 'weight',
      type: 'number',
      label: 'Berat badan',
      required: true,
      min: 1,
      max: 300,
      unit: 'kg',
    }),
  ],
};
