/**
 * Property-based fuzzing of every write call and every call with query parameters (docs/decisions.md, issue 13):
 * whatever a client sends, the answer is never a 5xx, and every error carries the error envelope.
 * `npm test` runs a small seeded sample per call; `npm run fuzz` runs 1,000 cases per call and
 * prints the figures (see support/fuzz/run.ts for the environment variables).
 */
import { describeApi } from './support/harness';
import {
  documentFiguresTable,
  DocumentFuzzer,
  fuzzOperation,
  operationsOf,
  type OpenApiDocument,
  type OperationFigures,
} from './support/fuzz/document';
import type { FuzzCall, FuzzFixtures } from './support/fuzz/calls';
import {
  allCalls,
  figuresTable,
  FUZZ_RUNS,
  FUZZ_SEED,
  fuzzCall,
  prepareFixtures,
  writeDocumentReport,
  writeReport,
  type CallFigures,
} from './support/fuzz/run';

// The call list needs fixtures from the running API, but Jest collects tests before beforeAll: the
// names come from a fixture-free build of the list (same order), the requests from the real one.
const PLACEHOLDER: FuzzFixtures = {
  patient: {},
  childPatient: {},
  appointment: {},
  bpjsAppointment: {},
  bookingCode: 'X',
  bornDate: 'X',
  screening: {},
  eventId: 1,
  meetingId: 'X',
  meetingToken: 'X',
  resultId: 'X',
};
const CALL_NAMES = allCalls(PLACEHOLDER).map((c) => c.name);

// `npm test`: 4 cases per operation of the document (about 250 requests); `npm run fuzz`: FUZZ_RUNS.
const DOCUMENT_RUNS = Number(process.env.FUZZ_RUNS ?? 4);
// A 1,000-case run of one call takes a minute or two on a shared machine.
const TIMEOUT = Math.max(60_000, FUZZ_RUNS * 300);

describeApi(
  'fuzz',
  (api) => {
    let calls: FuzzCall[] = [];
    let fixtures: FuzzFixtures = PLACEHOLDER;
    const figures: CallFigures[] = [];
    beforeAll(async () => {
      fixtures = await prepareFixtures(api);
      calls = allCalls(fixtures);
    });
    afterAll(() => {
      if (figures.length === 0) return;
      process.stdout.write(
        `\n${figuresTable(`fuzz [${api.backend}], ${FUZZ_RUNS} cases per call, seed ${FUZZ_SEED}`, figures)}\n`,
      );
      writeReport(api.backend, figures);
    });

    // The cases drawn from the OpenAPI document (support/fuzz/document.ts): every operation, the
    // mismatches counted per operation; every route checks its schema, so none may have one.
    it(
      'every operation of the OpenAPI document: never accepts what it forbids, never refuses what it allows',
      async () => {
        const doc = (await api.get<OpenApiDocument>('docs/json', { token: null })).body;
        const fuzzer = new DocumentFuzzer(doc, {
          code: [fixtures.bookingCode],
          born_date: [fixtures.bornDate],
          PatientInput: [fixtures.patient, fixtures.childPatient],
          AppointmentInput: [fixtures.appointment, fixtures.bpjsAppointment],
        });
        const operations = operationsOf(doc);
        const rows: OperationFigures[] = [];
        const started = Date.now();
        for (const [index, operation] of operations.entries()) {
          rows.push(await fuzzOperation(api, fuzzer, operation, DOCUMENT_RUNS, FUZZ_SEED + index));
        }
        process.stdout.write(`OpenAPI fuzz: ${operations.length} operations in ${Date.now() - started} ms\n`);
        const table = documentFiguresTable(
          `OpenAPI fuzz [${api.backend}], ${DOCUMENT_RUNS} cases per operation, seed ${FUZZ_SEED}`,
          rows,
        );
        process.stdout.write(`\n${table}\n`);
        writeDocumentReport(api.backend, table);
        expect(rows.filter((r) => r.broken > 0).map((r) => r.operation)).toEqual([]);
        const mismatched = rows
          .filter((r) => r.acceptedForbidden > 0 || r.refusedAllowed > 0)
          .map((r) => `${r.operation}: ${r.samples.join(' | ')}`);
        expect(mismatched).toEqual([]);
      },
      Math.max(120_000, DOCUMENT_RUNS * 60 * 200),
    );

    CALL_NAMES.forEach((name, index) => {
      it(
        `${name}: no 5xx for any input`,
        async () => {
          const row: CallFigures = { call: name, cases: 0, statuses: {}, failures: [] };
          figures.push(row);
          await fuzzCall(api, calls[index], FUZZ_RUNS, FUZZ_SEED + index, row);
        },
        TIMEOUT,
      );
    });
  },
  {
    // Writes are rate limited per IP in production; here every case must reach the code under test.
    config: {
      rateLimitWritesPerMinute: 1_000_000,
      rateLimitLookupsPerMinute: 1_000_000,
      patientHandleTtlSeconds: 24 * 3600,
    },
    only: process.env.FUZZ_BACKENDS
      ? (process.env.FUZZ_BACKENDS.split(',') as ('pglite' | 'postgres')[])
      : undefined,
  },
);
