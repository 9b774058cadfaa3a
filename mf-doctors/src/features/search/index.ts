// What other features of this remote may use of the doctor search: its list of results.
export { DoctorResults } from './DoctorResults';
