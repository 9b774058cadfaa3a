import { createApiClient, type ApiClient, type ApiErrorCode } from '@hospital/api-client';
import {
  fakeRoutes,
  itemAnswer,
  listAnswer,
  type FakeAnswer,
  type FakeHandler,
  type SentRequest,
} from '@hospital/remote-kit/testing';
import { appointment, availability, COMPANIES, DOCTORS, INSURERS, PATIENT, POLIS } from './fixtures';

export type Answers = Record<string, FakeHandler | FakeAnswer>;

/**
 * The API as the booking remote calls it, answered from the fixtures over HTTP (the real client, a fake
 * adapter): keyed `'GET web/company'`; `overrides` replace or add answers. An unplanned call fails like a
 * dead API. The look-up and the cancel of the fixture's booking are planned; other codes are not.
 */
export function bookingAnswers(overrides: Answers = {}): Answers {
  const code = appointment().code;
  return {
    'GET web/company': listAnswer(COMPANIES),
    'GET web/poli': listAnswer(POLIS),
    'GET web/jadwal': listAnswer(DOCTORS),
    'GET web/rekanan': listAnswer([
      {
        industry_id: [1, 'Asuransi'],
        industry: { id: 1, code: 'insurance', name: 'Asuransi' },
        partners: INSURERS,
      },
    ]),
    'GET medika.availability': itemAnswer(availability()),
    'POST medika.patient': { status: 201, body: { data: PATIENT } },
    'POST medika.appointment': { status: 201, body: { data: appointment() } },
    [`GET medika.appointment/${code}`]: itemAnswer(appointment()),
    [`POST medika.appointment/${code}/cancel`]: itemAnswer(appointment({ status: 'cancelled' })),
    ...overrides,
  };
}

/** The API's error envelope (`{ error: { code, message, fields } }`) with its status. */
export function errorAnswer(
  status: number,
  code: ApiErrorCode,
  message = 'error',
  fields?: Record<string, string>,
): FakeAnswer {
  return { status, body: { error: { code, message, ...(fields ? { fields } : {}) } } };
}

/** No connection at all. */
export const NO_ANSWER: FakeAnswer = { networkError: true };

/** One answer per call, in turn; the last one answers every later call. */
export function inTurn(...answers: FakeAnswer[]): FakeHandler {
  let call = 0;
  return () => answers[Math.min(call++, answers.length - 1)];
}

/** A client of the real API client over `answers`, with the requests it sent (for non-React tests). */
export function fakeClient(answers: Answers = bookingAnswers()): {
  client: ApiClient;
  requests: SentRequest[];
} {
  const { adapter, calls } = fakeRoutes(answers);
  return { client: createApiClient({ baseURL: '/api/', lang: 'id', adapter }), requests: calls };
}

/** The requests sent as `'POST medika.patient'`. */
export function sent(requests: readonly SentRequest[], call: string): SentRequest[] {
  return requests.filter((request) => `${request.method} ${request.path}` === call);
}
