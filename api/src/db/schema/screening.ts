import {
  boolean,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { RecommendedAction, RiskCategory, ScreeningQuestionType } from '@hospital/contract';
import { localized, type Localized } from './localized';

export const forms = pgTable('forms', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
  title: localized('title'),
  description: localized('description'),
  version: integer('version').notNull(),
  active: boolean('active').notNull().default(true),
});

export interface StoredOption {
  value: string;
  label: Localized;
  weight: number;
}

/** How an answer turns into points; only the server sees it. */
export type QuestionScoring =
  | { kind: 'yes'; weight: number }
  | { kind: 'option' }
  | { kind: 'ranges'; ranges: { min?: number; max?: number; weight: number }[] }
  | { kind: 'within_days'; days: number; weight: number }
  | { kind: 'none' };

export const formQuestions = pgTable(
  'form_questions',
  {
    id: serial('id').primaryKey(),
    formId: integer('form_id')
      .notNull()
      .references(() => forms.id),
    seq: integer('seq').notNull(),
    key: text('key').notNull(),
    type: text('type').$type<ScreeningQuestionType>().notNull(),
    label: localized('label'),
    help: jsonb('help').$type<Localized | null>(),
    required: boolean('required').notNull(),
    options: jsonb('options').$type<StoredOption[]>().notNull().default([]),
    scoring: jsonb('scoring').$type<QuestionScoring>().notNull(),
    minValue: doublePrecision('min_value'),
    maxValue: doublePrecision('max_value'),
    unit: jsonb('unit').$type<Localized | null>(),
  },
  (t) => [uniqueIndex('form_questions_form_key_uq').on(t.formId, t.key)],
);

/** A category applies from `min_score` up to the next category's threshold. */
export const formRiskLevels = pgTable('form_risk_levels', {
  id: serial('id').primaryKey(),
  formId: integer('form_id')
    .notNull()
    .references(() => forms.id),
  category: text('category').$type<RiskCategory>().notNull(),
  minScore: integer('min_score').notNull(),
  label: localized('label'),
  advice: localized('advice'),
  action: text('action').$type<RecommendedAction>().notNull(),
});

export interface StoredAnswer {
  key: string;
  value: boolean | string | number;
  points: number;
}

export const screeningResults = pgTable('screening_results', {
  id: uuid('id').primaryKey(),
  formId: integer('form_id')
    .notNull()
    .references(() => forms.id),
  visitorName: text('visitor_name').notNull(),
  visitorPhone: text('visitor_phone').notNull(),
  answers: jsonb('answers').$type<StoredAnswer[]>().notNull(),
  score: integer('score').notNull(),
  maxScore: integer('max_score').notNull(),
  category: text('category').$type<RiskCategory>().notNull(),
  lang: text('lang').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
