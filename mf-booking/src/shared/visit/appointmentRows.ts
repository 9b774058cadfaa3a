import type { Appointment } from '@hospital/api-client';
import { formatDate, formatPrice, formatWibTimeRange, type Lang } from '@hospital/domain';
import type { DetailRow } from '../DetailList';
import type { Translate } from '../format';
import { feeText } from './fees';

/** How a booking is paid: the payer, for BPJS the masked card and how the referral comes, and the cost. */
function paymentRows(appointment: Appointment, t: Translate): DetailRow[] {
  const { insurance, fee } = appointment;
  const rows: DetailRow[] = [];
  // Consent withdrawn (docs/decisions.md, issue 26): the payer was deleted, never read it as self-pay.
  if (appointment.erased_at) return [[t('success.payment'), t('success.paymentErased')]];
  if (insurance.kind === 'bpjs') {
    rows.push([
      t('success.payment'),
      t('insurance.bpjs'),
      insurance.bpjs_card_masked ? t('success.bpjsCard', { card: insurance.bpjs_card_masked }) : undefined,
    ]);
    if (insurance.referral) {
      rows.push([
        t('success.referral'),
        insurance.referral.kind === 'number'
          ? t('success.referralNumber', { number: insurance.referral.number_masked })
          : t('success.paperReferral'),
      ]);
    }
  } else if (insurance.kind === 'insurer') {
    rows.push([t('success.payment'), insurance.insurer_name ?? '']);
  } else {
    rows.push([t('success.payment'), t('success.selfPay')]);
  }
  // A package's price is the visit's (docs/decisions.md, issue 26); else the consultation fee.
  if (appointment.package) rows.push([t('success.packagePrice'), formatPrice(appointment.package.price)]);
  else {
    const cost = feeText(t, insurance.kind, fee?.amount ?? null);
    if (cost) rows.push([t('success.fee'), cost]);
  }
  return rows;
}

/**
 * A booking's details as the success page and the look-up show them: the patient and for whom, the
 * identity document with its number masked, the contact (who they are to the patient, the phone masked), doctor, clinic with its place, hospital, date,
 * hours, and how it is paid.
 */
export function appointmentRows(appointment: Appointment, t: Translate, lang: Lang): DetailRow[] {
  const { patient, poli } = appointment;
  const rows: DetailRow[] = [
    [
      t('success.patient'),
      patient.name_masked,
      appointment.for_whom === 'self' ? undefined : t(`patient.forWhom.${appointment.for_whom}`),
    ],
    // Which document the desk checks, its number masked (docs/decisions.md, issue 26); none for a newborn.
    ...(patient.document_masked
      ? [[t(`success.document.${patient.id_document}`), patient.document_masked] satisfies DetailRow]
      : []),
    [
      t('success.contact'),
      patient.phone_masked,
      patient.contact_relationship ? t(`patient.relationships.${patient.contact_relationship}`) : undefined,
    ],
    ...(appointment.package ? [[t('success.package'), appointment.package.name] satisfies DetailRow] : []),
    [t('success.doctor'), appointment.doctor.name, appointment.doctor.speciality],
    [t('success.poli'), poli.name],
    ...(poli.location
      ? [[t('success.location'), `${poli.location.floor}, ${poli.location.counter}`] satisfies DetailRow]
      : []),
    [t('success.hospital'), appointment.company.name, appointment.company.address],
    [t('success.date'), formatDate(appointment.date, lang)],
    [t('success.time'), formatWibTimeRange(appointment.start, appointment.end, lang)],
    ...paymentRows(appointment, t),
  ];
  return rows;
}
