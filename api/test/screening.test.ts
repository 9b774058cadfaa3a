import { SCREENING_FORM_NAME, type ScreeningForm, type ScreeningResult } from '@hospital/contract';
import { addDays, todayInJakarta } from '@hospital/domain';
import { describeApi, type ErrorBody, type ItemBody, type ListBody } from './support/harness';
import { LOW_RISK_ANSWERS } from './support/screening';

const filters = (value: unknown) => `filters=${encodeURIComponent(JSON.stringify(value))}`;

const LOW = LOW_RISK_ANSWERS;

describeApi('Covid-19 screening', (api) => {
  let form: ScreeningForm;
  const visitor = { name: 'Yudi Hermawan', phone: '081377778888' };

  beforeAll(async () => {
    const res = await api.get<ListBody<ScreeningForm>>(
      `medika.config.form/get?${filters([['name', '=', SCREENING_FORM_NAME]])}`,
    );
    form = res.body.data.results[0];
  });

  it('serves the form definition from the database, filtered on its name, in both languages', async () => {
    expect(form.name).toBe(SCREENING_FORM_NAME);
    const types = new Set(form.questions.map((q) => q.type));
    expect(types).toEqual(new Set(['yes_no', 'single_choice', 'number', 'date']));
    expect(form.questions.map((q) => q.seq)).toEqual(form.questions.map((_, i) => i + 1));
    expect(JSON.stringify(form)).not.toContain('weight');
    const en = await api.get<ListBody<ScreeningForm>>(
      `medika.config.form/get?name=${encodeURIComponent(SCREENING_FORM_NAME)}&lang=en`,
    );
    expect(en.body.data.results[0].title).toBe('Covid-19 Screening');
    const none = await api.get<ListBody<ScreeningForm>>(
      `medika.config.form/get?${filters([['name', '=', 'Other']])}`,
    );
    expect(none.body.data.count).toBe(0);
    expect((await api.get(`medika.config.form/get?${filters([['title', '=', 'x']])}`)).status).toBe(400);
  });

  it('scores on the server: low, medium and high risk, with the advice of the category', async () => {
    const submit = (answers: Record<string, unknown>) =>
      api.post<ItemBody<ScreeningResult>>('medika.assesment.result', { formId: form.id, visitor, answers });
    const low = await submit(LOW);
    expect(low.status).toBe(201);
    expect(low.body.data).toMatchObject({ score: 0, category: 'low', action: 'stay_home' });
    const medium = await submit({ ...LOW, fever: true, cough: true, temperature: 37.8 });
    expect(medium.body.data).toMatchObject({ score: 4, category: 'medium', action: 'book_visit' });
    const high = await submit({
      ...LOW,
      shortness_of_breath: true,
      contact: 'confirmed',
      symptom_onset: addDays(todayInJakarta(), -3),
    });
    expect(high.body.data).toMatchObject({ score: 8, category: 'high', action: 'emergency' });
    expect(high.body.data.max_score).toBeGreaterThanOrEqual(high.body.data.score);
    expect(high.body.data.visitor.phone_masked).toBe('6281******888');
  });

  it('stores the result and reads it back by UUID; unknown ids are 404', async () => {
    const created = await api.post<ItemBody<ScreeningResult>>('medika.assesment.result?lang=en', {
      formId: form.id,
      visitor,
      answers: { ...LOW, cough: 'yes' },
    });
    const id = created.body.data.id;
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const byParam = await api.get<ItemBody<ScreeningResult>>(`medika.assesment.result/get?id=${id}&lang=en`);
    expect(byParam.body.data).toEqual(created.body.data);
    expect(byParam.body.data.answers.find((a) => a.key === 'cough')?.answer).toBe('Yes');
    const byFilter = await api.get<ItemBody<ScreeningResult>>(
      `medika.assesment.result/get?${filters([['id', '=', id]])}`,
    );
    expect(byFilter.body.data.id).toBe(id);
    expect(byFilter.body.data.category_label).toBe('Risiko rendah');
    const unknown = await api.get<ErrorBody>(
      'medika.assesment.result/get?id=00000000-0000-4000-8000-000000000000',
    );
    expect(unknown.status).toBe(404);
    expect((await api.get('medika.assesment.result/get?id=not-a-uuid')).status).toBe(404);
    expect((await api.get('medika.assesment.result/get')).status).toBe(400);
    // Missing or empty, the route schema says it as the handler did (the OpenAPI document: one of id, filters).
    for (const query of ['', '?id=', '?id=&lang=en']) {
      const missing = await api.get<ErrorBody>(`medika.assesment.result/get${query}`);
      const en = query.includes('lang=en');
      expect([missing.status, missing.body.error.message, missing.body.error.fields]).toEqual([
        400,
        en ? "Parameter 'id' is required." : "Parameter 'id' wajib diisi.",
        { id: en ? 'This field is required.' : 'Kolom ini wajib diisi.' },
      ]);
    }
  });

  it('validates answers, visitor and form on the server', async () => {
    const res = await api.post<ErrorBody>('medika.assesment.result?lang=en', {
      formId: form.id,
      visitor: { name: '', phone: 'abc' },
      answers: {
        fever: 'maybe',
        contact: 'someone',
        temperature: 55,
        symptom_onset: addDays(todayInJakarta(), 3),
        hacked: true,
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toMatchObject({
      'visitor.name': 'This field is required.',
      'visitor.phone': 'Phone number is not valid: start with 08 or +62, e.g. 081234567890.',
    });
    const answers = await api.post<ErrorBody>('medika.assesment.result?lang=en', {
      formId: form.id,
      visitor,
      answers: {
        fever: 'maybe',
        contact: 'someone',
        temperature: 55,
        symptom_onset: addDays(todayInJakarta(), 3),
        hacked: true,
      },
    });
    expect(answers.body.error.fields).toMatchObject({
      'answers.fever': 'This field is required.',
      'answers.contact': 'This field is required.',
      'answers.temperature': 'This field must be a number.',
      'answers.symptom_onset': 'Date cannot be in the future.',
      'answers.hacked': 'Unknown question.',
      'answers.cough': 'This field is required.',
    });
    const noForm = await api.post<ErrorBody>('medika.assesment.result', {
      formId: 999,
      visitor,
      answers: LOW,
    });
    expect(noForm.status).toBe(400);
  });

  it('returns the first result for a retry with the same Idempotency-Key', async () => {
    const body = { formId: form.id, visitor, answers: LOW };
    const headers = { 'idempotency-key': 'screening-retry-0001' };
    const first = await api.post<ItemBody<ScreeningResult>>('medika.assesment.result', body, { headers });
    const retry = await api.post<ItemBody<ScreeningResult>>('medika.assesment.result', body, { headers });
    expect(retry.status).toBe(201);
    expect(retry.body.data.id).toBe(first.body.data.id);
  });
});
