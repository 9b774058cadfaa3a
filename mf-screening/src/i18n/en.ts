import type { DictShape } from '@hospital/i18n';
import type { Dictionary } from './id';

export const en: DictShape<Dictionary> = {
  pageTitles: {
    screening: 'Covid-19 Screening',
    screeningResult: 'Screening Result',
  },
  descriptions: {
    screening:
      'Take the Medika Hospital Covid-19 screening online. Your result and the advised next step appear at once and can be printed.',
    result: 'Your Covid-19 screening result: risk category, the advised next step and a printable view.',
  },
  common: {
    required: 'required',
    loadError: 'The data could not be loaded. Check your connection and try again.',
    retry: 'Try again',
    loading: 'Loading…',
  },
  form: {
    visitorHeading: 'Your details',
    questionsHeading: 'Questions',
    name: 'Full name',
    phone: 'Phone number',
    phoneHint: 'Example: 081234567890',
    yes: 'Yes',
    no: 'No',
    range: 'Enter a number between {{min}} and {{max}}.',
    rangeHint: 'Between {{min}} and {{max}} {{unit}}',
    submit: 'Send answers',
    draftNote: 'Your answers are kept in this tab for now, so a reload does not lose them.',
    clearDraft: 'Clear answers',
    submitFailed: 'Your answers were not sent',
    submitFailedText: 'Your answers are still in the form. Check your connection and send again.',
    submitRetry: 'Send again',
    invalid: 'Some answers need fixing. Check the marked fields.',
    errorSummary_one: 'There is {{count}} thing to fix',
    errorSummary_other: 'There are {{count}} things to fix',
    unavailable: 'The screening form is not available yet. Please try again later.',
  },
  result: {
    notFoundTitle: 'Screening result not found',
    notFoundText:
      'This result link is unknown or no longer valid. Check the address, or take a new screening.',
    startScreening: 'Take the screening',
    categoryHeading: 'Risk category',
    score: 'Score {{score}} of {{max}}',
    date: 'Date',
    visitor: 'Name',
    phone: 'Phone',
    nextHeading: 'What to do next',
    actions: {
      book_visit: 'Book a visit with a doctor',
      emergency: 'Go to the emergency unit now',
      stay_home: 'Stay at home and watch your condition',
    },
    bookVisitText: 'Choose a hospital, doctor and time that suit you. Show this result when you arrive.',
    bookVisit: 'Book an appointment',
    emergencyText:
      'Go to the nearest emergency unit (IGD) or call our emergency number. Tell the staff about this screening result before entering.',
    callNational: 'Call the national emergency number: {{number}}',
    callNumber: 'Call {{name}}: {{number}}',
    stayHomeText:
      'There is no need to come to the hospital now. Take the screening again if new symptoms appear or you feel worse.',
    answersHeading: 'Your answers',
    print: 'Print result',
    newScreening: 'New screening',
    printNote: 'Show this result to the staff at the entrance.',
  },
};
