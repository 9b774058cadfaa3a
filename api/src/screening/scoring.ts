import type { Lang, ScreeningAnswerValue } from '@hospital/contract';
import { isValidIsoDate, validationMessages } from '@hospital/domain';
import type { formQuestions, formRiskLevels, StoredAnswer } from '../db/schema';
import { dateRange } from '../lib/clock';

type Question = typeof formQuestions.$inferSelect;
type RiskLevel = typeof formRiskLevels.$inferSelect;

export interface ScoredAnswers {
  answers: StoredAnswer[];
  score: number;
  maxScore: number;
}

function asBoolean(value: unknown): boolean | undefined {
  if (value === true || value === 'true' || value === 'yes' || value === 1 || value === '1') return true;
  if (value === false || value === 'false' || value === 'no' || value === 0 || value === '0') return false;
  return undefined;
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/** Points one answer earns; the weights never leave the server. */
function pointsFor(question: Question, value: ScreeningAnswerValue, today: string): number {
  const scoring = question.scoring;
  switch (scoring.kind) {
    case 'yes':
      return value === true ? scoring.weight : 0;
    case 'option':
      return question.options.find((o) => o.value === value)?.weight ?? 0;
    case 'ranges': {
      const n = Number(value);
      const hit = scoring.ranges.find(
        (r) => (r.min === undefined || n >= r.min) && (r.max === undefined || n < r.max),
      );
      return hit?.weight ?? 0;
    }
    case 'within_days': {
      const date = String(value);
      // Inclusive window: onset today counts as day 0.
      return date <= today && dateRange(date, today).length - 1 <= scoring.days ? scoring.weight : 0;
    }
    case 'none':
      return 0;
  }
}

function maxPoints(question: Question): number {
  const scoring = question.scoring;
  switch (scoring.kind) {
    case 'yes':
    case 'within_days':
      return scoring.weight;
    case 'option':
      return Math.max(0, ...question.options.map((o) => o.weight));
    case 'ranges':
      return Math.max(0, ...scoring.ranges.map((r) => r.weight));
    case 'none':
      return 0;
  }
}

/**
 * Validates the answers against the stored questions and scores them.
 * Returns the per-field messages (`answers.<key>`) when something is wrong.
 */
export function scoreAnswers(
  questions: Question[],
  raw: unknown,
  lang: Lang,
  today: string,
): { ok: true; value: ScoredAnswers } | { ok: false; fields: Record<string, string> } {
  const m = validationMessages(lang);
  const fields: Record<string, string> = {};
  const given =
    typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const known = new Set(questions.map((q) => q.key));
  for (const key of Object.keys(given)) {
    if (!known.has(key))
      fields[`answers.${key}`] = lang === 'id' ? 'Pertanyaan tidak dikenal.' : 'Unknown question.';
  }
  const answers: StoredAnswer[] = [];
  let score = 0;
  let maxScore = 0;
  for (const question of questions) {
    maxScore += maxPoints(question);
    const field = `answers.${question.key}`;
    const value = given[question.key];
    if (isBlank(value)) {
      if (question.required) fields[field] = m.required;
      continue;
    }
    let parsed: ScreeningAnswerValue | undefined;
    switch (question.type) {
      case 'yes_no':
        parsed = asBoolean(value);
        if (parsed === undefined) fields[field] = m.required;
        break;
      case 'single_choice':
        if (typeof value === 'string' && question.options.some((o) => o.value === value)) parsed = value;
        else fields[field] = m.required;
        break;
      case 'number': {
        const n =
          typeof value === 'number'
            ? value
            : typeof value === 'string'
              ? Number(value.replace(',', '.'))
              : NaN;
        if (!Number.isFinite(n)) fields[field] = m.number;
        else if (question.minValue !== null && n < question.minValue) fields[field] = m.number;
        else if (question.maxValue !== null && n > question.maxValue) fields[field] = m.number;
        else parsed = n;
        break;
      }
      case 'date':
        if (typeof value !== 'string' || !isValidIsoDate(value)) fields[field] = m.date;
        else if (value > today) fields[field] = m.futureDate;
        else parsed = value;
        break;
    }
    if (parsed === undefined) continue;
    const points = pointsFor(question, parsed, today);
    score += points;
    answers.push({ key: question.key, value: parsed, points });
  }
  if (Object.keys(fields).length > 0) return { ok: false, fields };
  return { ok: true, value: { answers, score, maxScore } };
}

/** The highest category whose threshold the score reaches. */
export function categoryFor(levels: RiskLevel[], score: number): RiskLevel {
  const sorted = [...levels].sort((a, b) => a.minScore - b.minScore);
  return sorted.filter((l) => score >= l.minScore).pop() ?? sorted[0];
}
