import type { FastifyError, FastifyInstance } from 'fastify';
import fastifyRateLimit, { normalizeIP } from '@fastify/rate-limit';
import * as yup from 'yup';
import { meter } from '@hospital/api/metrics';
import { APP_NAMES } from '@hospital/registry/apps';
import {
  BROWSER_EVENT_NAMES,
  MAX_VITALS_ENTRIES,
  VERSION_PATTERN,
  VITAL_NAMES,
  VITAL_RANGES,
  type VitalName,
  type VitalsEntry,
} from '@hospital/domain/vitals';
import { createReleaseReader } from '../release/registry';

/** Where the shell sends its beacons (shell/src/composition/vitals.ts). */
export const VITALS_PATH = '/telemetry/vitals';

/** A beacon is small: a few entries of a few dozen bytes. */
const BODY_LIMIT_BYTES = 8 * 1024;

const entrySchema = yup
  .object({
    app: yup
      .string()
      .required()
      .oneOf([...APP_NAMES]),
    version: yup.string().required().matches(VERSION_PATTERN),
    name: yup
      .string()
      .required()
      .oneOf([...VITAL_NAMES, ...BROWSER_EVENT_NAMES]),
    // A vital carries its figure; an event carries none.
    value: yup.number().when('name', {
      is: (name: string) => (VITAL_NAMES as readonly string[]).includes(name),
      then: (schema) => schema.required(),
      otherwise: (schema) => schema.optional(),
    }),
  })
  .noUnknown()
  .strict();

const reportSchema = yup
  .object({ entries: yup.array(entrySchema).required().min(1).max(MAX_VITALS_ENTRIES) })
  .noUnknown()
  .strict();

export interface VitalsOptions {
  /** Reports one client may send per minute (`VITALS_PER_MINUTE`, default 120); 0: no limit. */
  perMinute: number;
  /**
   * Whether a version is one this site serves for that app (live or kept for rollback), so nobody can
   * make new series by sending made-up versions. Default: the registry (shell.json and remotes.json).
   */
  knownVersion?: (app: string, version: string) => boolean;
}

/** The live and kept versions of each app, from the registry as it is now. */
function registryVersions(): (app: string, version: string) => boolean {
  const readRelease = createReleaseReader();
  return (app, version) => {
    const { shell, remotes, canaries } = readRelease();
    const entry = app === 'shell' ? shell : remotes[app];
    // A canary's visitors report for the canary's version (docs/decisions.md, issue 28 — canary).
    if (canaries[app]?.version === version) return true;
    return !!entry && (entry.version === version || entry.previous.includes(version));
  };
}

/** Keeps a figure in its range; a value of the wrong kind is refused before (the schema). */
export function clampVital(name: VitalName, value: number): number {
  const { min, max } = VITAL_RANGES[name];
  return Math.min(max, Math.max(min, value));
}

/**
 * POST /telemetry/vitals (docs/decisions.md, "Issue 28 — metrics"): the shell's Web Vitals and failures,
 * validated (known metric and app names, a version the registry knows), clamped, rate-limited per client,
 * and recorded as OpenTelemetry histograms (LCP, INP in seconds; CLS) and counters. Junk is a 400 with a
 * reason, never a 500; a beacon's answer is read by nobody, so a success is an empty 204.
 */
export async function installVitalsCollection(app: FastifyInstance, options: VitalsOptions): Promise<void> {
  const knownVersion = options.knownVersion ?? registryVersions();
  const instruments = meter('@hospital/ops/vitals');
  const seconds = (name: string, description: string, buckets: number[]) =>
    instruments.createHistogram(name, { description, advice: { explicitBucketBoundaries: buckets } });
  const histograms: Record<VitalName, ReturnType<typeof seconds>> = {
    LCP: seconds(
      'site_web_vitals_lcp_seconds',
      'Largest Contentful Paint in browsers, by app and version',
      [0.5, 1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10, 15, 20, 30],
    ),
    INP: seconds(
      'site_web_vitals_inp_seconds',
      'Interaction to Next Paint in browsers, by app and version',
      [0.05, 0.1, 0.15, 0.2, 0.3, 0.4, 0.5, 0.75, 1, 2, 5],
    ),
    CLS: seconds(
      'site_web_vitals_cls',
      'Cumulative Layout Shift in browsers, by app and version',
      [0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1, 2],
    ),
  };
  const events = {
    'mount-failure': instruments.createCounter('site_browser_mount_failures', {
      description: 'Remotes that failed to mount in a browser, by app and version',
    }),
    'slot-error': instruments.createCounter('site_browser_slot_errors', {
      description: "Uncaught errors inside a remote's slot in a browser, by app and version",
    }),
    'hydration-mismatch': instruments.createCounter('site_browser_hydration_mismatches', {
      description: 'Hydration mismatches React recovered from in a browser, by app and version',
    }),
  };
  const rejected = instruments.createCounter('site_vitals_reports_rejected', {
    description: 'Reports POST /telemetry/vitals refused, by reason',
  });

  await app.register(async (scope) => {
    // sendBeacon sends a string as text/plain and a Blob as its type: both are read as JSON here, and
    // only here (the site's page posts keep their own parsers).
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      ['application/json', 'text/plain'],
      { parseAs: 'string', bodyLimit: BODY_LIMIT_BYTES },
      (_request, body, done) => {
        try {
          done(null, JSON.parse(body as string));
        } catch {
          done(Object.assign(new Error('the body is not JSON'), { statusCode: 400 }));
        }
      },
    );
    if (options.perMinute > 0) {
      await scope.register(fastifyRateLimit, {
        max: options.perMinute,
        timeWindow: 60_000,
        keyGenerator: (request) => normalizeIP(request.ip),
        onExceeded: () => rejected.add(1, { reason: 'rate-limited' }),
      });
    }
    scope.setErrorHandler((error: FastifyError, request, reply) => {
      const status = error.statusCode !== undefined && error.statusCode < 500 ? error.statusCode : 400;
      if (status !== 429)
        rejected.add(1, { reason: error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? 'too-large' : 'unreadable' });
      if (!error.statusCode || error.statusCode >= 500)
        request.log.warn({ err: error }, 'vitals report failed');
      return reply
        .code(status)
        .header('Cache-Control', 'no-store')
        .send({ error: { code: status === 429 ? 'rate_limited' : 'bad_report', message: error.message } });
    });
    scope.post(VITALS_PATH, async (request, reply) => {
      let entries: VitalsEntry[];
      try {
        entries = (await reportSchema.validate(request.body, { abortEarly: true })).entries as VitalsEntry[];
      } catch (error) {
        rejected.add(1, { reason: 'invalid' });
        return reply
          .code(400)
          .header('Cache-Control', 'no-store')
          .send({ error: { code: 'bad_report', message: (error as Error).message } });
      }
      const unknown = entries.find((entry) => !knownVersion(entry.app, entry.version));
      if (unknown) {
        rejected.add(1, { reason: 'unknown-version' });
        return reply
          .code(400)
          .header('Cache-Control', 'no-store')
          .send({
            error: { code: 'bad_report', message: `${unknown.app} has no version ${unknown.version}` },
          });
      }
      for (const { app: owner, version, name, value } of entries) {
        const labels = { app: owner, version };
        if (name === 'LCP' || name === 'INP' || name === 'CLS') {
          const kept = clampVital(name, value ?? 0);
          histograms[name].record(name === 'CLS' ? kept : kept / 1000, labels);
        } else {
          events[name].add(1, labels);
        }
      }
      return reply.code(204).header('Cache-Control', 'no-store').send();
    });
  });
}
