import { randomUUID } from 'node:crypto';
import { and, asc, eq, ilike, inArray } from 'drizzle-orm';
import type { Lang, ScreeningForm, ScreeningResult } from '@hospital/contract';
import { phoneTo62, screeningVisitorSchema, validationMessages } from '@hospital/domain';
import type { AppContext } from '../context';
import { formQuestions, formRiskLevels, forms, screeningResults } from '../db/schema';
import { allOf, likePattern } from '../db/conditions';
import { itemOf } from '../http/envelope';
import { DomainError, notFound, validationFailed } from '../lib/errors';
import { isObject, readId, validateInput } from '../http/input';
import type { ParsedFilter } from '../http/queryParams';
import { toScreeningForm, toScreeningResult } from './mappers';
import { jakartaNow } from '../lib/clock';
import {
  claimKey,
  findAnswer,
  hashRequest,
  replayOf,
  storeAnswer,
  type IdempotentAnswer,
} from '../lib/idempotency';
import { categoryFor, scoreAnswers } from './scoring';

/** Screening forms, a visitor's answers scored and kept, and a result read back. */

const SCOPE = 'screening';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const RESULT_NOT_FOUND = { id: 'Hasil skrining tidak ditemukan.', en: 'Screening result not found.' };

async function questionsAndLevels(ctx: AppContext, formId: number) {
  return Promise.all([
    ctx.db
      .select()
      .from(formQuestions)
      .where(eq(formQuestions.formId, formId))
      .orderBy(asc(formQuestions.seq)),
    ctx.db.select().from(formRiskLevels).where(eq(formRiskLevels.formId, formId)),
  ]);
}

/** The active forms that match every filter (name `=`/`ilike`, id `=`/`in`). */
export async function findForms(
  ctx: AppContext,
  filters: ParsedFilter<'name' | 'id'>[],
  lang: Lang,
): Promise<ScreeningForm[]> {
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
  const ids = (await ctx.db.select({ id: forms.id }).from(forms).where(where)).map((r) => r.id);
  if (ids.length === 0) return [];
  const [formRows, questionRows] = await Promise.all([
    ctx.db.select().from(forms).where(inArray(forms.id, ids)).orderBy(asc(forms.id)),
    ctx.db
      .select()
      .from(formQuestions)
      .where(inArray(formQuestions.formId, ids))
      .orderBy(asc(formQuestions.seq)),
  ]);
  return formRows.map((f) => toScreeningForm(f, questionRows, lang));
}

/**
 * Scores and keeps a visitor's answers. A retry with the same `Idempotency-Key` gets the first
 * answer again (looked at before the body is validated); the same key with another body is a 409.
 * `checkBody` runs once the answers are read and scored: the route's body schema, no stricter than
 * this reading (screening/schemas.ts).
 */
export async function submitScreening(
  ctx: AppContext,
  rawBody: unknown,
  key: string | undefined,
  lang: Lang,
  checkBody: () => void,
): Promise<IdempotentAnswer> {
  const { db } = ctx;
  const requestHash = hashRequest(rawBody);
  if (key) {
    const stored = await findAnswer(db, SCOPE, key);
    if (stored) return replayOf(stored, requestHash);
  }
  const m = validationMessages(lang);
  const body = isObject(rawBody) ? rawBody : {};
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
  if (!form) throw validationFailed({ formId: lang === 'id' ? 'Formulir tidak dikenal.' : 'Unknown form.' });
  const [questions, levels] = await questionsAndLevels(ctx, form.id);
  const scored = scoreAnswers(questions, body.answers, lang, jakartaNow(ctx.clock()).today);
  if (!scored.ok) throw validationFailed(scored.fields);
  checkBody();
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
        itemOf(toScreeningResult(inserted, form.name, questions, level, lang)),
      );
    return inserted;
  });
  if (!row) {
    // Another request with the same key won the claim: its answer is the one to send.
    const stored = key ? await findAnswer(db, SCOPE, key) : undefined;
    if (!stored) throw new DomainError('conflict', { id: 'Coba lagi.', en: 'Please retry.' });
    return { body: stored.response, replayed: true };
  }
  return {
    body: itemOf(toScreeningResult(row, form.name, questions, level, lang)),
    replayed: false,
  };
}

/** A result by its id (a UUID; anything else is not found). */
export async function findResult(ctx: AppContext, id: string, lang: Lang): Promise<ScreeningResult> {
  if (!UUID.test(id)) throw notFound(RESULT_NOT_FOUND);
  const [row] = await ctx.db.select().from(screeningResults).where(eq(screeningResults.id, id.toLowerCase()));
  if (!row) throw notFound(RESULT_NOT_FOUND);
  const [[form], [questions, levels]] = await Promise.all([
    ctx.db.select().from(forms).where(eq(forms.id, row.formId)),
    questionsAndLevels(ctx, row.formId),
  ]);
  const level = levels.find((l) => l.category === row.category) ?? categoryFor(levels, row.score);
  return toScreeningResult(row, form?.name ?? '', questions, level, lang);
}
