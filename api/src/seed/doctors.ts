import type { doctorLeaves, doctors, Localized, practiceSessions } from '../db/schema';
import { BANDUNG, CIANJUR, COMPANIES, MCU_POLIS, poliFor, SPECIALITIES } from './organisation';
import { Prng } from './prng';
import { daysFrom } from './dates';
import { fill, L, slugify } from './text';
import doctorsText from './content/doctors.json';

type DoctorRow = typeof doctors.$inferInsert;
type SessionRow = typeof practiceSessions.$inferInsert;
type LeaveRow = typeof doctorLeaves.$inferInsert;

interface Pronouns {
  He: string;
  he: string;
  his: string;
}

interface NameLists {
  firstNames: string[];
  lastNames: string[];
}

interface DoctorsText {
  names: Record<'male' | 'female', NameLists>;
  universities: string[];
  /**
   * Placeholders: {name} {kind} {hospitals} {years} {university} {specialistTraining} {interest1}
   * {interest2}, and the pronouns {He} {he} {his}.
   */
  biography: Localized;
  specialistTraining: Localized;
  and: Localized;
  pronouns: Record<'male' | 'female', Pronouns>;
  kind: { generalPractitioner: Localized; dentist: Localized; specialist: Localized };
  education: { medicine: Localized; specialist: Localized };
  languages: { indonesian: Localized; sundanese: Localized; english: Localized };
  leaveReasons: { annual: Localized; conference: Localized; training: Localized };
}

/**
 * The doctors' names and the sentences of their profiles and leaves, as an editor changes them:
 * seed/content/doctors.json.
 */
const TEXT: DoctorsText = doctorsText;

type Site = 'B' | 'C' | 'both';

/** Doctors per speciality and where each practises. */
const ROSTER: Record<string, Site[]> = {
  'penyakit-dalam': ['B', 'B', 'B', 'C', 'C', 'both'],
  anak: ['B', 'B', 'C', 'C', 'both', 'both'],
  'kebidanan-kandungan': ['B', 'B', 'C', 'C', 'both', 'B'],
  'bedah-umum': ['B', 'C', 'both', 'B'],
  jantung: ['B', 'B', 'both', 'C'],
  saraf: ['B', 'B', 'C', 'both'],
  mata: ['B', 'C', 'both'],
  tht: ['B', 'C', 'B'],
  'kulit-kelamin': ['B', 'C', 'both'],
  ortopedi: ['B', 'C', 'both'],
  paru: ['B', 'C', 'B'],
  urologi: ['B', 'B'],
  gigi: ['B', 'B', 'C', 'C'],
  'kedokteran-jiwa': ['B', 'B'],
  'rehabilitasi-medik': ['B', 'C'],
  'bedah-saraf': ['B', 'B'],
  'gizi-klinik': ['B', 'B'],
  'bedah-digestif': ['B', 'B'],
  umum: ['B', 'B', 'B', 'C', 'C', 'C'],
  anestesiologi: ['B', 'C'],
};

const BLOCKS: [string, string][] = [
  ['08:00', '11:00'],
  ['09:00', '12:00'],
  ['10:00', '13:00'],
  ['13:00', '16:00'],
  ['14:00', '17:00'],
  ['16:00', '19:00'],
  ['18:00', '21:00'],
];

export const FIRST_DOCTOR_ID = 1001;

export interface DoctorSeed {
  doctors: DoctorRow[];
  sessions: SessionRow[];
  leaves: LeaveRow[];
}

function companyName(id: number): string {
  return COMPANIES.find((c) => c.id === id)!.name;
}

function doctorName(prng: Prng, gender: 'male' | 'female', used: Set<string>): string {
  for (;;) {
    const first = prng.pick(TEXT.names[gender].firstNames);
    const last = prng.pick(TEXT.names[gender].lastNames);
    const full = `${first} ${last}`;
    if (!used.has(full)) {
      used.add(full);
      return full;
    }
  }
}

function titled(name: string, speciality: string, title: string): string {
  if (speciality === 'gigi') return `drg. ${name}`;
  return title ? `dr. ${name}, ${title}` : `dr. ${name}`;
}

function profile(
  prng: Prng,
  name: string,
  gender: 'male' | 'female',
  spec: (typeof SPECIALITIES)[number],
  sites: number[],
) {
  const years = prng.int(4, 22);
  const [uni1, uni2] = prng.shuffle(TEXT.universities);
  const [i1, i2] = prng.shuffle(spec.interests);
  const kind =
    spec.slug === 'umum'
      ? TEXT.kind.generalPractitioner
      : spec.slug === 'gigi'
        ? TEXT.kind.dentist
        : fill(TEXT.kind.specialist, {
            speciality: { id: spec.name[0].toLowerCase(), en: spec.name[1].toLowerCase() },
          });
  const profil = fill(TEXT.biography, {
    ...TEXT.pronouns[gender],
    name,
    kind,
    hospitals: {
      id: sites.map(companyName).join(` ${TEXT.and.id} `),
      en: sites.map(companyName).join(` ${TEXT.and.en} `),
    },
    years,
    university: uni1,
    specialistTraining: spec.title ? fill(TEXT.specialistTraining, { university: uni2 }) : '',
    interest1: L(...i1),
    interest2: L(...(i2 ?? i1)),
  });
  const education = [fill(TEXT.education.medicine, { university: uni1 })];
  if (spec.title) {
    education.push(fill(TEXT.education.specialist, { speciality: L(...spec.name), university: uni2 }));
  }
  const languages = [L(TEXT.languages.indonesian.id, TEXT.languages.indonesian.en)];
  if (prng.chance(0.6)) languages.push(L(TEXT.languages.sundanese.id, TEXT.languages.sundanese.en));
  if (prng.chance(0.5)) languages.push(L(TEXT.languages.english.id, TEXT.languages.english.en));
  return { profil, education, languages };
}

function weeklySessions(prng: Prng, doctorId: number, speciality: string, sites: number[]): SessionRow[] {
  const isGp = speciality === 'umum';
  const days = prng
    .shuffle([1, 2, 3, 4, 5, 6])
    .slice(0, isGp ? 5 : prng.int(2, 4))
    .sort();
  const rows: SessionRow[] = [];
  days.forEach((day, index) => {
    const companyId = sites[index % sites.length];
    const poliId = poliFor(companyId, speciality);
    if (poliId === undefined) return;
    const [startTime, endTime] = isGp ? prng.pick(BLOCKS.slice(0, 4)) : prng.pick(BLOCKS);
    rows.push({
      doctorId,
      poliId,
      companyId,
      dayOfWeek: day,
      startTime,
      endTime,
      quota: isGp ? prng.int(24, 30) : prng.int(10, 20),
    });
  });
  if (isGp && prng.chance(0.5)) {
    const companyId = sites[0];
    rows.push({
      doctorId,
      poliId: poliFor(companyId, speciality)!,
      companyId,
      dayOfWeek: 0,
      startTime: '08:00',
      endTime: '12:00',
      quota: 20,
    });
  }
  return rows;
}

/**
 * The MCU clinics' mornings (docs/decisions.md, issue 26): Monday to Saturday at each hospital, 08:00-11:00
 * (a check-up starts fasting), by a general practitioner of that hospital free that morning. Appended after
 * every other session, without the generator, so the rest of the seed is as it was. Also what start-up
 * gives the clinics of a database seeded before them (seed/mcuClinics.ts), from its doctors (in id order)
 * and sessions: `companies` says which hospitals.
 */
export function mcuSessions(
  doctorRows: Pick<DoctorRow, 'id' | 'specialitySlug' | 'companyId'>[],
  sessions: Pick<SessionRow, 'doctorId' | 'dayOfWeek' | 'startTime' | 'endTime'>[],
  companies: number[] = [BANDUNG, CIANJUR],
): SessionRow[] {
  const rows: SessionRow[] = [];
  for (const companyId of companies) {
    const gps = doctorRows.filter((d) => d.specialitySlug === 'umum' && d.companyId === companyId);
    for (let day = 1; day <= 6; day += 1) {
      // Busy: another session that day overlapping the morning (times are HH:MM, compared as text).
      const busy = (doctorId: number) =>
        [...sessions, ...rows].some(
          (s) =>
            s.doctorId === doctorId && s.dayOfWeek === day && s.startTime < '11:00' && s.endTime > '08:00',
        );
      const gp = gps.find((d) => d.id !== undefined && !busy(d.id));
      if (gp?.id === undefined) continue;
      rows.push({
        doctorId: gp.id,
        poliId: MCU_POLIS[companyId],
        companyId,
        dayOfWeek: day,
        startTime: '08:00',
        endTime: '11:00',
        quota: 15,
      });
    }
  }
  return rows;
}

/** 69 doctors with weekly sessions, a few telemedicine sessions, leaves and extra sessions. */
export function seedDoctors(today: string, prng: Prng = new Prng(7)): DoctorSeed {
  const used = new Set<string>();
  const doctorRows: DoctorRow[] = [];
  const sessions: SessionRow[] = [];
  let id = FIRST_DOCTOR_ID;
  for (const spec of SPECIALITIES) {
    for (const site of ROSTER[spec.slug] ?? []) {
      const gender: 'male' | 'female' =
        spec.slug === 'kebidanan-kandungan'
          ? prng.chance(0.7)
            ? 'female'
            : 'male'
          : prng.chance(0.5)
            ? 'male'
            : 'female';
      const plain = doctorName(prng, gender, used);
      const name = titled(plain, spec.slug, spec.title);
      const sites = site === 'both' ? [BANDUNG, CIANJUR] : [site === 'B' ? BANDUNG : CIANJUR];
      const { profil, education, languages } = profile(prng, name, gender, spec, sites);
      doctorRows.push({
        id,
        pid: `DOK-${String(id - FIRST_DOCTOR_ID + 1).padStart(4, '0')}`,
        slug: slugify(name),
        name,
        gender,
        specialitySlug: spec.slug,
        companyId: sites[0],
        profil,
        education,
        languages,
      });
      const weekly = weeklySessions(prng, id, spec.slug, sites);
      if (site === 'both' && !weekly.some((s) => s.companyId === CIANJUR) && weekly.length > 1) {
        const last = weekly[weekly.length - 1];
        last.companyId = CIANJUR;
        last.poliId = poliFor(CIANJUR, spec.slug)!;
      }
      sessions.push(...weekly);
      id += 1;
    }
  }

  // Telemedicine: evening video consultations for a handful of specialists.
  const telemedicineDoctors = doctorRows.filter((d) =>
    ['penyakit-dalam', 'anak', 'kulit-kelamin', 'kedokteran-jiwa', 'gizi-klinik'].includes(d.specialitySlug),
  );
  for (const doctor of telemedicineDoctors.slice(0, 8)) {
    sessions.push({
      doctorId: doctor.id,
      poliId: poliFor(doctor.companyId, doctor.specialitySlug)!,
      companyId: doctor.companyId,
      dayOfWeek: prng.int(1, 5),
      startTime: '19:00',
      endTime: '21:00',
      quota: 6,
      telemedicine: true,
    });
  }

  // One-off extra sessions in the coming days.
  for (const [offset, doctorIndex] of [
    [2, 3],
    [4, 8],
    [10, 14],
  ] as const) {
    const doctor = doctorRows[doctorIndex];
    sessions.push({
      doctorId: doctor.id,
      poliId: poliFor(doctor.companyId, doctor.specialitySlug)!,
      companyId: doctor.companyId,
      onDate: daysFrom(today, offset),
      startTime: '08:00',
      endTime: '11:00',
      quota: 10,
    });
  }

  sessions.push(...mcuSessions(doctorRows, sessions));

  const leave = (doctorIndex: number, from: number, to: number, reason: Localized): LeaveRow => ({
    doctorId: doctorRows[doctorIndex].id,
    startDate: daysFrom(today, from),
    endDate: daysFrom(today, to),
    reason: L(reason.id, reason.en),
  });
  const { annual, conference, training } = TEXT.leaveReasons;
  const leaves: LeaveRow[] = [
    leave(6, -3, 6, annual), // a paediatrician, on leave now
    leave(0, 0, 13, conference), // an internist, on leave from today
    leave(12, 5, 9, annual), // an obstetrician, leave coming up
    leave(20, -20, -15, training), // past leave
    leave(22, 1, 2, conference), // a cardiologist, short leave soon
  ];
  return { doctors: doctorRows, sessions, leaves };
}
