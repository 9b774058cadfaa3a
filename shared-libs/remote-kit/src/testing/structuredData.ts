import type {
  DayOfWeek,
  EventAttendanceModeEnumeration,
  EventStatusType,
  ItemAvailability,
  MedicalSpecialty,
} from 'schema-dts';

/**
 * A check of the site's JSON-LD that can fail, for the builders' unit tests and for the pages the
 * built site serves (docs/decisions.md, issue 25 item 6). The builders are typed with `schema-dts`
 * (schema.org's vocabulary as TypeScript types), so an unknown type, property or enumeration value
 * does not compile; this adds what types cannot see: the properties Google's rich-results
 * documentation requires of each type, enumeration values as they arrive in a page, absolute URLs,
 * ISO dates and times, and the mistakes we made once (prose hours, a venue named as its address).
 */

type Member<T> = Extract<T, `https://schema.org/${string}`>;

/** schema.org's MedicalSpecialty enumeration (each entry checked against schema-dts by `satisfies`). */
export const SCHEMA_ORG_MEDICAL_SPECIALTIES = [
  'https://schema.org/Anesthesia',
  'https://schema.org/Audiology',
  'https://schema.org/Cardiovascular',
  'https://schema.org/CommunityHealth',
  'https://schema.org/Dentistry',
  'https://schema.org/Dermatologic',
  'https://schema.org/Dermatology',
  'https://schema.org/DietNutrition',
  'https://schema.org/Emergency',
  'https://schema.org/Endocrine',
  'https://schema.org/Gastroenterologic',
  'https://schema.org/Genetic',
  'https://schema.org/Geriatric',
  'https://schema.org/Gynecologic',
  'https://schema.org/Hematologic',
  'https://schema.org/Infectious',
  'https://schema.org/LaboratoryScience',
  'https://schema.org/Midwifery',
  'https://schema.org/Musculoskeletal',
  'https://schema.org/Neurologic',
  'https://schema.org/Nursing',
  'https://schema.org/Obstetric',
  'https://schema.org/Oncologic',
  'https://schema.org/Ophthalmology',
  'https://schema.org/Optometric',
  'https://schema.org/Otolaryngologic',
  'https://schema.org/Pathology',
  'https://schema.org/Pediatric',
  'https://schema.org/PharmacySpecialty',
  'https://schema.org/Physiotherapy',
  'https://schema.org/PlasticSurgery',
  'https://schema.org/Podiatric',
  'https://schema.org/PrimaryCare',
  'https://schema.org/Psychiatric',
  'https://schema.org/PublicHealth',
  'https://schema.org/Pulmonary',
  'https://schema.org/Radiography',
  'https://schema.org/Renal',
  'https://schema.org/RespiratoryTherapy',
  'https://schema.org/Rheumatologic',
  'https://schema.org/SpeechPathology',
  'https://schema.org/Surgical',
  'https://schema.org/Toxicologic',
  'https://schema.org/Urologic',
] as const satisfies readonly Member<MedicalSpecialty>[];

const DAYS_OF_WEEK = [
  'https://schema.org/Monday',
  'https://schema.org/Tuesday',
  'https://schema.org/Wednesday',
  'https://schema.org/Thursday',
  'https://schema.org/Friday',
  'https://schema.org/Saturday',
  'https://schema.org/Sunday',
  'https://schema.org/PublicHolidays',
] as const satisfies readonly Member<DayOfWeek>[];

const EVENT_STATUSES = [
  'https://schema.org/EventScheduled',
  'https://schema.org/EventCancelled',
  'https://schema.org/EventMovedOnline',
  'https://schema.org/EventPostponed',
  'https://schema.org/EventRescheduled',
] as const satisfies readonly Member<EventStatusType>[];

const ATTENDANCE_MODES = [
  'https://schema.org/OfflineEventAttendanceMode',
  'https://schema.org/OnlineEventAttendanceMode',
  'https://schema.org/MixedEventAttendanceMode',
] as const satisfies readonly Member<EventAttendanceModeEnumeration>[];

const AVAILABILITIES = [
  'https://schema.org/InStock',
  'https://schema.org/SoldOut',
  'https://schema.org/OutOfStock',
  'https://schema.org/PreOrder',
  'https://schema.org/LimitedAvailability',
] as const satisfies readonly Member<ItemAvailability>[];

const ENUMERATIONS: Record<string, readonly string[]> = {
  medicalSpecialty: SCHEMA_ORG_MEDICAL_SPECIALTIES,
  dayOfWeek: DAYS_OF_WEEK,
  eventStatus: EVENT_STATUSES,
  eventAttendanceMode: ATTENDANCE_MODES,
  availability: AVAILABILITIES,
};

const LOCAL_BUSINESS = ['name', 'address'];
const ARTICLE_TYPES = ['NewsArticle', 'Article'];
const ARTICLE = ['headline', 'image', 'datePublished', 'author', 'publisher', 'mainEntityOfPage'];

/**
 * The properties each type we write must have: Google's required ones for its rich result (Event:
 * name, startDate, location; a local business: name, address; FAQPage, BreadcrumbList, VideoObject),
 * and for an article the recommended ones we promise, the publisher's logo included.
 */
const REQUIRED: Record<string, readonly string[]> = {
  Hospital: [...LOCAL_BUSINESS, 'url', 'telephone'],
  MedicalClinic: LOCAL_BUSINESS,
  Physician: LOCAL_BUSINESS,
  IndividualPhysician: [...LOCAL_BUSINESS, 'url'],
  MedicalOrganization: ['name', 'url', 'logo'],
  Organization: ['name'],
  NewsArticle: ARTICLE,
  Article: ARTICLE,
  Event: ['name', 'startDate', 'location', 'eventAttendanceMode', 'eventStatus', 'image', 'organizer'],
  Place: ['name', 'address'],
  VirtualLocation: ['url'],
  PostalAddress: ['streetAddress', 'addressLocality', 'addressCountry'],
  GeoCoordinates: ['latitude', 'longitude'],
  OpeningHoursSpecification: ['dayOfWeek', 'opens', 'closes'],
  Offer: ['price', 'priceCurrency', 'availability', 'url'],
  Service: ['name'],
  VideoObject: ['name', 'thumbnailUrl', 'uploadDate'],
  FAQPage: ['mainEntity'],
  Question: ['name', 'acceptedAnswer'],
  Answer: ['text'],
  BreadcrumbList: ['itemListElement'],
  ListItem: ['position', 'name'],
  ImageObject: ['url'],
  WebSite: ['name', 'url'],
};

/** Properties whose values are URLs a crawler follows: absolute http(s) only. */
const URL_PROPERTIES = new Set([
  'url',
  'image',
  'logo',
  'thumbnailUrl',
  'embedUrl',
  'contentUrl',
  'mainEntityOfPage',
  'item',
  '@id',
]);
const DATE_PROPERTIES = new Set([
  'datePublished',
  'dateModified',
  'uploadDate',
  'validFrom',
  'priceValidUntil',
]);
const DATE_TIME_PROPERTIES = new Set(['startDate', 'endDate']);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2})?(\.\d+)?(Z|[+-]\d{2}:\d{2}))?$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

export interface StructuredDataOptions {
  /** The page's own URL: an article's `mainEntityOfPage` must be it (the language's URL). */
  pageUrl?: string;
}

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]);
const typesOf = (node: Node): string[] =>
  asList(node['@type']).filter((t): t is string => typeof t === 'string');
const textOf = (value: unknown): string | null =>
  typeof value === 'string' ? value : isNode(value) && typeof value.name === 'string' ? value.name : null;

function isAbsoluteUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

function checkValue(property: string, value: unknown, where: string, problems: string[]): void {
  const values = asList(value);
  const allowed = ENUMERATIONS[property];
  if (allowed) {
    for (const v of values)
      if (typeof v !== 'string' || !allowed.includes(v))
        problems.push(`${where}.${property}: ${JSON.stringify(v)} is not a schema.org ${property} value`);
  }
  for (const v of values) {
    if (typeof v !== 'string') continue;
    if (URL_PROPERTIES.has(property) && !isAbsoluteUrl(v))
      problems.push(`${where}.${property}: "${v}" is not an absolute URL`);
    if (DATE_PROPERTIES.has(property) && !ISO_DATE.test(v))
      problems.push(`${where}.${property}: "${v}" is not an ISO 8601 date`);
    if (DATE_TIME_PROPERTIES.has(property) && !ISO_DATE_TIME.test(v))
      problems.push(`${where}.${property}: "${v}" is not an ISO 8601 date and time with its offset`);
    if ((property === 'opens' || property === 'closes') && !TIME.test(v))
      problems.push(`${where}.${property}: "${v}" is not a time (hh:mm)`);
  }
}

function checkNode(node: Node, where: string, options: StructuredDataOptions, problems: string[]): void {
  const types = typesOf(node);
  if (types.length === 0 && !('@id' in node && Object.keys(node).length === 1))
    problems.push(`${where}: an object without @type`);
  for (const type of types) {
    const required = REQUIRED[type];
    if (!required) {
      problems.push(`${where}: @type ${type} is not one this check knows (add its required properties)`);
      continue;
    }
    for (const property of required) {
      const value = node[property];
      if (
        value === undefined ||
        value === null ||
        value === '' ||
        (Array.isArray(value) && value.length === 0)
      )
        problems.push(`${where} (${type}): required property ${property} is missing`);
    }
  }
  // schema.org's openingHours takes "Mo-Sa 07:00-21:00"; prose belongs on the page, the structure in
  // openingHoursSpecification.
  if ('openingHours' in node) problems.push(`${where}: openingHours (text); use openingHoursSpecification`);
  if (types.includes('Place')) {
    const name = textOf(node.name);
    if (typeof node.address === 'string' && name !== null && node.address.trim() === name.trim())
      problems.push(`${where}: the address repeats the place's name`);
    if (typeof node.address === 'string') problems.push(`${where}: the address is text, not a PostalAddress`);
  }
  if (types.some((t) => ARTICLE_TYPES.includes(t))) {
    const publisher = node.publisher;
    if (!isNode(publisher) || !publisher.logo) problems.push(`${where}: publisher.logo is missing`);
    if (options.pageUrl && node.mainEntityOfPage !== options.pageUrl)
      problems.push(
        `${where}: mainEntityOfPage ${JSON.stringify(node.mainEntityOfPage)} is not the page (${options.pageUrl})`,
      );
  }
  for (const [property, value] of Object.entries(node)) {
    if (property === '@context') {
      if (value !== 'https://schema.org') problems.push(`${where}: @context is not https://schema.org`);
      continue;
    }
    checkValue(property, value, where, problems);
    asList(value).forEach((child, index) => {
      if (isNode(child))
        checkNode(
          child,
          `${where}.${property}${Array.isArray(value) ? `[${index}]` : ''}`,
          options,
          problems,
        );
    });
  }
}

/**
 * What is wrong with one JSON-LD block (one `<script type="application/ld+json">`), as readable
 * lines; empty when nothing is.
 */
export function structuredDataProblems(block: unknown, options: StructuredDataOptions = {}): string[] {
  const problems: string[] = [];
  if (!isNode(block)) return ['the block is not a JSON object'];
  if (block['@context'] !== 'https://schema.org') problems.push('@context is not https://schema.org');
  const where = typesOf(block).join('/') || 'block';
  checkNode(block, where, options, problems);
  // The page's own item names the page, in the page's language.
  if (options.pageUrl && typeof block.url === 'string' && block.url !== options.pageUrl)
    problems.push(`${where}.url: ${block.url} is not the page (${options.pageUrl})`);
  return problems;
}
