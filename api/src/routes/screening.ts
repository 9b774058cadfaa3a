import { randomUUID } from 'node:crypto';
import { and, asc, eq, ilike, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Lang, ScreeningForm, ScreeningResult } from '@hospital/api-client';
import { phoneTo62, screeningVisitorSchema, validationMessages } from '@hospital/domain';
import type { AppContext } from '../context';
import { formQuestions, formRiskLevels, forms, screeningResults } from '../db/schema';
import type { Queryable } from '../db/types';
import { itemOf, listOf } from '../http/envelope';
import { badRequest, HttpError, notFound, validationFailed } from '../http/errors';
import { allOf, likePattern } from '../db/conditions';
import { assertKnownParams, coerce, parseFilters, type ParsedFilter } from '../http/queryParams';
import { readId, validateInput } from '../http/input';
import { claimKey, findAnswer, hashRequest, readIdempotencyKey, storeAnswer } from '../services/idempotency';
import { maskPhone } from '../services/privacy';
import { categoryFor, scoreAnswers } from '../services/scoring';
import { isObject, nowOf, queryOf, writeOptions } from './helpers';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SCOPE = 'screening';

type ResultRow = typeof screeningResults.$inferSelect;
type QuestionRow = typeof formQuestions.$inferSelect;
type RiskLevelRow = typeof formRiskLevels.$inferSelect;

/** `id` from `?id=` or from `filters=[["id","=",...]]` (both shapes of the SPEC's "/get" calls). */
function singleValue(
  query: Record<string, unknown>,
  name: string,
  aliases: string[] = [],
): string | undefined {
  for (const key of [name, ...aliases]) {
    if (query[key] !== undefined && query[key] !== '') return String(query[key]);
  }
  if (query.filters === undefined) return undefined;
  const filters = parseFilters(query.filters, { [name]: { type: 'text', ops: ['='] } });
  const match = filters.find((f) => f.field === name);
  return match ? String(match.value) : undefined;
}

export function registerScreeningRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const product = ctx.config.product;

  async function formView(q: Queryable, ids: number[], lang: Lang): Promise<ScreeningForm[]> {
    if (ids.length === 0) return [];
    const [formRows, questionRows] = await Promise.all([
      q.select().from(forms).where(inArray(forms.id, ids)).orderBy(asc(forms.id)),
      q
        .select()
        .from(formQuestions)
        .where(inArray(formQuestions.formId, ids))
        .orderBy(asc(formQuestions.seq)),
    ]);
    return formRows.map((f) => ({
      id: f.id,
      name: f.name,
      title: f.title[lang],
      description: f.description[lang],
      version: f.version,
      questions: questionRows
        .filter((qr) => qr.formId === f.id)
        .map((qr) => ({
          key: qr.key,
          seq: qr.seq,
          type: qr.type,
          label: qr.label[lang],
          help: qr.help ? qr.help[lang] : null,
          required: qr.required,
          options: qr.options.map((o) => ({ value: o.value, label: o.label[lang] })),
          min: qr.minValue,
          max: qr.maxValue,
          unit: qr.unit ? qr.unit[lang] : null,
        })),
    }));
  }

  app.get(`/${product}.config.form/get`, async (request) => {
    const query = queryOf(request);
    assertKnownParams(query, ['filters', 'name', 'id']);
    const filters: ParsedFilter<'name' | 'id'>[] = parseFilters(query.filters, {
      name: { type: 'text', ops: ['=', 'ilike'] },
      id: { type: 'int', ops: ['=', 'in'] },
    });
    if (query.name !== undefined)
      filters.push({ field: 'name', op: '=', value: coerce('name', 'text', query.name) });
    if (query.id !== undefined) filters.push({ field: 'id', op: '=', value: coerce('id', 'int', query.id) });
    const where = allOf([
      eq(forms.active, true),
      ...filters.map((f) => {
        if (f.field === 'id') {
          return f.op === 'in' ? inArray(forms.id, f.value as number[]) : eq(forms.id, Number(f.value));
        }
        return f.op === 'ilike'
          ? ilike(forms.name, likePattern(String(f.value)))
          : eq(forms.name, String(f.value));
      }),
    ]);
    const rows = await db.select({ id: forms.id }).from(forms).where(where);
    return listOf(
      await formView(
        db,
        rows.map((r) => r.id),
        request.lang,
      ),
    );
  });

  async function resultView(row: ResultRow, lang: Lang): Promise<ScreeningResult> {
    const [[form], questions, levels] = await Promise.all([
      db.select().from(forms).where(eq(forms.id, row.formId)),
      db
        .select()
        .from(formQuestions)
        .where(eq(formQuestions.formId, row.formId))
        .orderBy(asc(formQuestions.seq)),
      db.select().from(formRiskLevels).where(eq(formRiskLevels.formId, row.formId)),
    ]);
    const level = levels.find((l) => l.category === row.category) ?? categoryFor(levels, row.score);
    return buildResultView(row, form?.name ?? '', questions, level, lang);
  }

  app.post(`/${product}.assesment.result`, writeOptions(ctx), async (request, reply) => {
    const lang = request.lang;
    const key = readIdempotencyKey(request.headers['idempotency-key']);
    const requestHash = hashRequest(request.body);
    if (key) {
      const stored = await findAnswer(db, SCOPE, key);
      if (stored) {
        if (stored.requestHash !== requestHash) {
          throw new HttpError(409, 'conflict', {
            id: 'Idempotency-Key ini sudah dipakai untuk permintaan lain.',
            en: 'This Idempotency-Key was already used for a different request.',
          });
        }
        return reply.status(stored.statusCode).header('idempotent-replay', 'true').send(stored.response);
      }
    }
    const m = validationMessages(lang);
    const body = isObject(request.body) ? request.body : {};
    const fields: Record<string, string> = {};
    const visitor = validateInput(screeningVisitorSchema(lang), body.visitor, lang);
    if (!visitor.ok) for (const [k, v] of Object.entries(visitor.fields)) fields[`visitor.${k}`] = v;
    const rawFormId = body.formId ?? body.form_id;
    const formId = readId(rawFormId) ?? 0;
    if (rawFormId === undefined) fields.formId = m.required;
    else if (formId === 0) fields.formId = m.number;
    if (Object.keys(fields).length > 0 || !visitor.ok) throw validationFailed(fields);
    const [form] = await db
      .select()
      .from(forms)
      .where(and(eq(forms.id, formId), eq(forms.active, true)));
    if (!form)
      throw validationFailed({ formId: lang === 'id' ? 'Formulir tidak dikenal.' : 'Unknown form.' });
    const [questions, levels] = await Promise.all([
      db
        .select()
        .from(formQuestions)
        .where(eq(formQuestions.formId, form.id))
        .orderBy(asc(formQuestions.seq)),
      db.select().from(formRiskLevels).where(eq(formRiskLevels.formId, form.id)),
    ]);
    const scored = scoreAnswers(questions, body.answers, lang, nowOf(ctx).today);
    if (!scored.ok) throw validationFailed(scored.fields);
    const level = categoryFor(levels, scored.value.score);
    const row = await db.transaction(async (tx) => {
      if (key && !(await claimKey(tx, SCOPE, key, requestHash))) return undefined;
      const [inserted] = await tx
        .insert(screeningResults)
        .values({
          id: randomUUID(),
          formId: form.id,
          visitorName: visitor.value.name,
          visitorPhone: phoneTo62(visitor.value.phone),
          answers: scored.value.answers,
          score: scored.value.score,
          maxScore: scored.value.maxScore,
          category: level.category,
          lang,
        })
        .returning();
      // Only `tx` may be used inside a PGlite transaction, so the stored view is built from memory.
      if (key)
        await storeAnswer(
          tx,
          SCOPE,
          key,
          201,
          itemOf(buildResultView(inserted, form.name, questions, level, lang)),
        );
      return inserted;
    });
    if (!row) {
      const stored = key ? await findAnswer(db, SCOPE, key) : undefined;
      if (!stored) throw new HttpError(409, 'conflict', { id: 'Coba lagi.', en: 'Please retry.' });
      return reply.status(stored.statusCode).header('idempotent-replay', 'true').send(stored.response);
    }
    return reply.status(201).send(itemOf(buildResultView(row, form.name, questions, level, lang)));
  });

  app.get(`/${product}.assesment.result/get`, async (request) => {
    const query = queryOf(request);
    assertKnownParams(query, ['id', 'filters']);
    const id = singleValue(query, 'id');
    if (id === undefined) {
      throw badRequest(
        { id: "Parameter 'id' wajib diisi.", en: "Parameter 'id' is required." },
        { id: validationMessages(request.lang).required },
      );
    }
    if (!UUID.test(id))
      throw notFound({ id: 'Hasil skrining tidak ditemukan.', en: 'Screening result not found.' });
    const [row] = await db.select().from(screeningResults).where(eq(screeningResults.id, id.toLowerCase()));
    if (!row) throw notFound({ id: 'Hasil skrining tidak ditemukan.', en: 'Screening result not found.' });
    return itemOf(await resultView(row, request.lang));
  });
}

function buildResultView(
  row: ResultRow,
  formName: string,
  questions: QuestionRow[],
  level: RiskLevelRow,
  lang: Lang,
): ScreeningResult {
  const yes = lang === 'id' ? 'Ya' : 'Yes';
  const no = lang === 'id' ? 'Tidak' : 'No';
  return {
    id: row.id,
    form_id: row.formId,
    form_name: formName,
    score: row.score,
    max_score: row.maxScore,
    category: row.category,
    category_label: level.label[lang],
    action: level.action,
    advice: level.advice[lang],
    created_at: row.createdAt.toISOString(),
    visitor: { name: row.visitorName, phone_masked: maskPhone(row.visitorPhone) },
    answers: row.answers.map((a) => {
      const question = questions.find((q) => q.key === a.key);
      let answer = String(a.value);
      if (question?.type === 'yes_no') answer = a.value === true ? yes : no;
      if (question?.type === 'single_choice') {
        answer = question.options.find((o) => o.value === a.value)?.label[lang] ?? answer;
      }
      if (question?.type === 'number' && question.unit) answer = `${a.value} ${question.unit[lang]}`;
      return { key: a.key, question: question ? question.label[lang] : a.key, answer };
    }),
  };
}

export { singleValue };
