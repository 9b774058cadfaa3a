import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from '@hospital/i18n';
import { Alert, CheckboxField, TextField } from '@hospital/ui';
import { filterNumberKeys, keepDigits } from '../../../shared/numberInput';
import type { InsuranceDraft } from '../draftStore';
import { INSURANCE_IDS } from './ids';
import styles from './BpjsFields.module.css';

interface BpjsFieldsProps {
  register: UseFormRegister<InsuranceDraft>;
  errors: FieldErrors<InsuranceDraft>;
  /** The referral comes on paper: its number is not asked. */
  paperReferral: boolean;
  /** The values in the HTML (a server render has no react-hook-form refs to set them). */
  defaults: InsuranceDraft;
}

/**
 * BPJS Kesehatan as the payer (docs/decisions.md, issue 15 item 2): what a specialist visit needs said plainly first (a
 * referral from the first-level clinic, and what to bring), then the 13-digit card number and the
 * referral's number, or that it comes on paper.
 */
export function BpjsFields({ register, errors, paperReferral, defaults }: BpjsFieldsProps) {
  const { t } = useTranslation();
  const card = register('bpjsCardNumber');
  return (
    <>
      <Alert variant="info" announce={false} title={t('insurance.bpjsReferralTitle')} className={styles.info}>
        <p className={styles.paragraph}>{t('insurance.bpjsReferralInfo')}</p>
        <p className={styles.paragraph}>{t('insurance.bpjsBring')}</p>
      </Alert>
      {/* No maxLength: a number pasted with spaces is longer until cleaned; the schema checks the 13 digits. */}
      <TextField
        {...card}
        defaultValue={defaults.bpjsCardNumber}
        id={INSURANCE_IDS.bpjsCardNumber}
        onChange={keepDigits(card.onChange)}
        onKeyDown={filterNumberKeys}
        inputMode="numeric"
        autoComplete="off"
        label={t('insurance.bpjsCard')}
        hint={t('insurance.bpjsCardHint')}
        error={errors.bpjsCardNumber?.message}
        required
        requiredLabel={t('common.required')}
      />
      {!paperReferral && (
        <TextField
          {...register('referralNumber')}
          defaultValue={defaults.referralNumber}
          id={INSURANCE_IDS.referralNumber}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          label={t('insurance.referralNumber')}
          hint={t('insurance.referralNumberHint')}
          error={errors.referralNumber?.message}
          required
          requiredLabel={t('common.required')}
          inputClassName={styles.code}
        />
      )}
      <CheckboxField
        {...register('paperReferral', { deps: ['referralNumber'] })}
        defaultChecked={defaults.paperReferral}
        id={INSURANCE_IDS.paperReferral}
        label={t('insurance.paperReferral')}
        hint={t('insurance.paperReferralHint')}
      />
    </>
  );
}
