/**
 * Property-based fuzzing of every write call and every call with query parameters (docs/decisions.md, issue 13):
 * whatever a client sends, the answer is never a 5xx, and every error carries the error envelope.
 * `npm test` runs a small seeded sample per call; `npm run fuzz` runs 1,000 cases per call and
 * prints the figures (see support/fuzz/run.ts for the environment variables).
 */
import { describeApi } from './support/harness';
import type { FuzzCall, FuzzFixtures } from './support/fuzz/calls';
import {
  allCalls,
  figuresTable,
  FUZZ_RUNS,
  FUZZ_SEED,
  fuzzCall,
  prepareFixtures,
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
// A 1,000-case run of one call takes a minute or two on a shared machine.
const TIMEOUT = Math.max(60_000, FUZZ_RUNS * 300);

describeApi(
  'fuzz',
  (api) => {
    let calls: FuzzCall[] = [];
    const figures: CallFigures[] = [];
    beforeAll(async () => {
      calls = allCalls(await prepareFixtures(api));
    });
    afterAll(() => {
      if (figures.length === 0) return;
      process.stdout.write(
        `\n${figuresTable(`fuzz [${api.backend}], ${FUZZ_RUNS} cases per call, seed ${FUZZ_SEED}`, figures)}\n`,
      );
      writeReport(api.backend, figures);
    });

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
