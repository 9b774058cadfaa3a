// What other features of this remote may use of the doctor feature (the lint rule on feature
// boundaries allows only this file): the doctor's card in a list of results, and its placeholder.
export { DoctorCard } from './DoctorCard';
export { DoctorCardSkeleton } from './DoctorCardSkeleton';
export type { BookingPreference } from './bookingTarget';
