// What the wizard lends to other features: the birth date as three fields (the look-up's request for
// every booking of a patient asks for one too, docs/decisions.md, issue 24).
export { BirthDateField } from './patient/BirthDateField';
