/** Step 3's field ids, for the labels and for the error summary's links. */
export const INSURANCE_IDS = {
  kind: 'booking-payer',
  bpjsCardNumber: 'booking-bpjs-card',
  referralNumber: 'booking-referral-number',
  paperReferral: 'booking-paper-referral',
  insurerId: 'booking-insurer',
  policyNumber: 'booking-policy-number',
} as const;
