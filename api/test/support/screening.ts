/** Answers of the seeded Covid-19 screening form that score 0 (low risk). */
export const LOW_RISK_ANSWERS = {
  fever: false,
  cough: false,
  sore_throat: false,
  shortness_of_breath: false,
  loss_of_smell: false,
  contact: 'none',
  travel: false,
  comorbidity: 'none',
  vaccination: 'booster',
};
