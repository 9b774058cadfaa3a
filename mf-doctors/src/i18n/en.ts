import type { Dictionary } from './id';

export const en: Dictionary = {
  pageTitles: {
    appointment: 'Find a Doctor',
    doctorId: 'Doctor Profile',
    specialistSlug: 'Specialities',
    kiosk: "Today's Doctor Schedule",
  },
  wib: 'WIB',
  breadcrumbs: { label: 'Breadcrumb' },
  search: {
    title: 'Find a Doctor',
    lead: 'Find a doctor and their practice hours at Medika Hospital Bandung and Cianjur, then book an appointment.',
    description:
      'Find a doctor at Medika Hospital Bandung and Cianjur by hospital, speciality, name and practice day. See the next session and places left, then book an appointment.',
    allSpecialities: 'See all specialities',
  },
  filters: {
    label: 'Doctor search filters',
    name: "Doctor's name",
    namePlaceholder: 'e.g. Budi',
    hospital: 'Hospital',
    allHospitals: 'All hospitals',
    speciality: 'Speciality / clinic',
    allSpecialities: 'All specialities',
    day: 'Practice day',
    anyDay: 'Any day',
    soonest: 'Soonest available session first',
    reset: 'Clear filters',
    resetAll: 'Clear all filters',
  },
  results: {
    heading: 'Doctor search results',
    searching: 'Searching for doctors…',
    none: 'No matching doctors',
    count: {
      one: '{{count}} doctor found',
      other: '{{count}} doctors found',
    },
    shown: 'Showing {{shown}} of {{count}} doctors',
    loadMore: 'Show more doctors',
    emptyTitle: 'No doctors found',
    emptyMessage:
      'Try widening the search: choose "All hospitals" or "Any day", pick another speciality, or check the spelling of the name.',
    failedShort: 'The doctor list failed to load',
    failedTitle: 'The doctor list could not be loaded',
    failedMessage: 'The internet connection may be down. Your search choices are kept; please try again.',
    moreFailedTitle: 'More doctors could not be loaded',
  },
  session: {
    next: 'Next session',
    none: 'No session open for booking in the next 30 days.',
    today: 'Today',
    tomorrow: 'Tomorrow',
    remaining: {
      one: '{{count}} place left',
      other: '{{count}} places left',
    },
  },
  leave: {
    until: 'On leave until {{date}}.',
    notOffered: 'Sessions during the leave cannot be booked.',
    upcoming: 'On leave {{from}} – {{to}}; sessions on those dates cannot be booked.',
  },
  schedule: {
    title: 'Weekly practice schedule',
    caption: 'Weekly practice schedule of {{name}}',
    day: 'Day',
    hours: 'Practice hours',
    today: 'today',
    telemedicine: 'Teleconsultation',
  },
  card: {
    hospitals: 'Practises at',
    book: 'Book',
    bookWith: 'with {{name}}',
    profile: 'View profile',
  },
  profile: {
    description:
      'Profile and practice hours of {{name}}, {{speciality}} at {{hospitals}}. Book an appointment online.',
    photoAlt: 'Photo of {{name}}',
    sessionsTitle: 'Next sessions you can book',
    bookSession: '{{when}}',
    noSessionTitle: 'No session open',
    noSessionMessage:
      'This doctor has no practice hours yet. Please choose another doctor of the same speciality.',
    noSessionFull:
      'Every session in the next 30 days is full or the doctor is on leave. Please check again later or choose another doctor.',
    otherDoctors: 'See other {{speciality}} doctors',
    noSchedule: 'No practice hours yet.',
    about: 'About the doctor',
    education: 'Education',
    languages: 'Languages',
    failedTitle: 'The doctor profile could not be loaded',
    failedMessage: 'The internet connection may be down. Please try again.',
    notFoundMessage: 'The doctor you are looking for was not found. The link may have changed.',
    searchOthers: 'Find another doctor',
  },
  specialist: {
    indexTitle: 'Specialities',
    indexLead: 'Choose a speciality to see its doctors at Medika Hospital Bandung and Cianjur.',
    indexDescription:
      'Specialities and clinics at Medika Hospital Bandung and Cianjur with their doctors and practice hours.',
    description:
      '{{speciality}} doctors at Medika Hospital Bandung and Cianjur: practice hours and online appointments.',
    doctors: {
      one: '{{count}} doctor',
      other: '{{count}} doctors',
    },
    searchAll: 'Search with other filters',
    emptyMessage: 'No doctor of this speciality has practice hours yet. Try searching all specialities.',
    failedTitle: 'The specialities could not be loaded',
    notFoundMessage: 'The speciality you are looking for was not found.',
  },
  kiosk: {
    title: "Today's Doctor Schedule",
    description: "Today's doctor practice schedule at Medika Hospital Bandung and Cianjur.",
    clock: 'Current time',
    noSessions: 'No practice sessions today.',
    updated: 'Updated at {{time}} WIB',
    refreshFailed: 'the last update failed, retrying automatically',
    failedTitle: 'The schedule could not be loaded',
    failedMessage: 'This screen will try again automatically in a few minutes.',
    pause: 'Pause auto-scroll',
    state: {
      finished: 'Finished',
      now: 'In session',
      full: 'Fully booked',
    },
  },
};
