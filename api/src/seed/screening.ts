import { SCREENING_FORM_NAME } from '@hospital/api-client';
import type { formQuestions, formRiskLevels, forms } from '../db/schema';
import { L } from './text';

type FormRow = typeof forms.$inferInsert;
type QuestionRow = typeof formQuestions.$inferInsert;
type RiskRow = typeof formRiskLevels.$inferInsert;

export const SCREENING_FORM_ID = 1;

export function seedScreening(): { form: FormRow; questions: QuestionRow[]; risks: RiskRow[] } {
  const formId = SCREENING_FORM_ID;
  const yesNo = (
    key: string,
    label: [string, string],
    weight: number,
    help?: [string, string],
  ): QuestionRow => ({
    formId,
    seq: 0,
    key,
    type: 'yes_no',
    label: L(...label),
    help: help ? L(...help) : null,
    required: true,
    scoring: { kind: 'yes', weight },
  });
  const definitions: QuestionRow[] = [
    yesNo(
      'fever',
      [
        'Apakah Anda demam (suhu 37,5 °C atau lebih) dalam 14 hari terakhir?',
        'Have you had a fever (37.5 °C or higher) in the last 14 days?',
      ],
      2,
    ),
    {
      formId,
      seq: 0,
      key: 'temperature',
      type: 'number',
      label: L('Suhu tubuh Anda saat ini', 'Your body temperature now'),
      help: L('Kosongkan bila tidak mengukur.', 'Leave empty if you did not measure it.'),
      required: false,
      minValue: 34,
      maxValue: 43,
      unit: L('°C', '°C'),
      scoring: {
        kind: 'ranges',
        ranges: [
          { min: 37.5, max: 38, weight: 1 },
          { min: 38, weight: 2 },
        ],
      },
    },
    yesNo('cough', ['Apakah Anda batuk?', 'Do you have a cough?'], 1),
    yesNo('sore_throat', ['Apakah tenggorokan Anda sakit?', 'Do you have a sore throat?'], 1),
    yesNo('shortness_of_breath', ['Apakah Anda sesak napas?', 'Are you short of breath?'], 4, [
      'Sesak berat adalah tanda bahaya.',
      'Severe breathlessness is a danger sign.',
    ]),
    yesNo(
      'loss_of_smell',
      ['Apakah Anda kehilangan penciuman atau perasa?', 'Have you lost your sense of smell or taste?'],
      2,
    ),
    {
      formId,
      seq: 0,
      key: 'contact',
      type: 'single_choice',
      label: L('Kontak erat dalam 14 hari terakhir', 'Close contact in the last 14 days'),
      help: null,
      required: true,
      options: [
        { value: 'none', label: L('Tidak ada', 'None'), weight: 0 },
        {
          value: 'suspected',
          label: L('Dengan orang bergejala', 'With someone who had symptoms'),
          weight: 2,
        },
        {
          value: 'confirmed',
          label: L('Dengan pasien terkonfirmasi Covid-19', 'With a confirmed Covid-19 patient'),
          weight: 3,
        },
      ],
      scoring: { kind: 'option' },
    },
    yesNo(
      'travel',
      [
        'Apakah Anda bepergian ke luar kota dalam 14 hari terakhir?',
        'Have you travelled out of town in the last 14 days?',
      ],
      1,
    ),
    {
      formId,
      seq: 0,
      key: 'symptom_onset',
      type: 'date',
      label: L('Kapan gejala pertama muncul?', 'When did the first symptom start?'),
      help: L('Kosongkan bila tidak ada gejala.', 'Leave empty if you have no symptoms.'),
      required: false,
      scoring: { kind: 'within_days', days: 14, weight: 1 },
    },
    {
      formId,
      seq: 0,
      key: 'comorbidity',
      type: 'single_choice',
      label: L(
        'Apakah Anda memiliki penyakit penyerta (diabetes, hipertensi, jantung, paru)?',
        'Do you have a long-term condition (diabetes, hypertension, heart or lung disease)?',
      ),
      help: null,
      required: true,
      options: [
        { value: 'none', label: L('Tidak ada', 'None'), weight: 0 },
        { value: 'one', label: L('Satu', 'One'), weight: 1 },
        { value: 'several', label: L('Lebih dari satu', 'More than one'), weight: 2 },
      ],
      scoring: { kind: 'option' },
    },
    {
      formId,
      seq: 0,
      key: 'vaccination',
      type: 'single_choice',
      label: L('Status vaksinasi Covid-19', 'Covid-19 vaccination status'),
      help: null,
      required: true,
      options: [
        { value: 'booster', label: L('Lengkap dengan booster', 'Complete with booster'), weight: 0 },
        { value: 'complete', label: L('Lengkap tanpa booster', 'Complete, no booster'), weight: 0 },
        { value: 'partial', label: L('Belum lengkap', 'Incomplete'), weight: 1 },
        { value: 'none', label: L('Belum vaksin', 'Not vaccinated'), weight: 1 },
      ],
      scoring: { kind: 'option' },
    },
  ];
  const questions = definitions.map((q, index): QuestionRow => ({ ...q, seq: index + 1 }));

  const risks: RiskRow[] = [
    {
      formId,
      category: 'low',
      minScore: 0,
      label: L('Risiko rendah', 'Low risk'),
      advice: L(
        'Tetap jaga kesehatan, pakai masker bila batuk, dan periksakan diri bila muncul gejala baru.',
        'Keep healthy habits, wear a mask if you cough, and see a doctor if new symptoms appear.',
      ),
      action: 'stay_home',
    },
    {
      formId,
      category: 'medium',
      minScore: 3,
      label: L('Risiko sedang', 'Medium risk'),
      advice: L(
        'Buat janji dengan dokter untuk pemeriksaan dan tes bila diperlukan. Batasi kontak dengan orang lain sampai diperiksa.',
        'Book a visit with a doctor for an examination and a test if needed. Limit contact with others until you are seen.',
      ),
      action: 'book_visit',
    },
    {
      formId,
      category: 'high',
      minScore: 7,
      label: L('Risiko tinggi', 'High risk'),
      advice: L(
        'Segera datang ke IGD atau hubungi nomor darurat kami, terutama bila sesak napas. Gunakan masker dan beri tahu petugas sebelum masuk.',
        'Go to the emergency unit now or call our emergency number, especially if you are short of breath. Wear a mask and tell the staff before entering.',
      ),
      action: 'emergency',
    },
  ];

  return {
    form: {
      id: formId,
      name: SCREENING_FORM_NAME,
      title: L('Skrining Covid-19', 'Covid-19 Screening'),
      description: L(
        'Jawab pertanyaan berikut dengan jujur. Hasil dihitung oleh sistem kami dan dapat Anda tunjukkan kepada petugas.',
        'Answer the questions honestly. The result is calculated by our system and you can show it to our staff.',
      ),
      version: 1,
    },
    questions,
    risks,
  };
}
