import { useTranslation } from '@hospital/i18n';
import type { Company, Poli } from '@hospital/api-client';
import { Button, CheckboxField, SelectField } from '@hospital/ui';
import { dayName, type Lang } from '@hospital/domain';
import { WEEK_ORDER } from '../../shared/weekOrder';
import { NAMESPACE } from '../../i18n';
import { isFiltered, type DoctorFilters as Filters } from './filters';
import { NameFilter } from './NameFilter';
import styles from './DoctorFilters.module.css';

export interface DoctorFiltersProps {
  filters: Filters;
  onChange: (patch: Partial<Filters>) => void;
  onReset: () => void;
  companies: readonly Company[];
  polis: readonly Poli[];
  lang: Lang;
}

function optionalId(value: string): number | null {
  return value === '' ? null : Number(value);
}

/** Each speciality once, named as its first clinic is (both hospitals name their clinics alike). */
function specialitiesOf(polis: readonly Poli[]): { slug: string; name: string }[] {
  const seen = new Map<string, string>();
  for (const poli of polis)
    if (poli.speciality_slug && !seen.has(poli.speciality_slug)) seen.set(poli.speciality_slug, poli.name);
  return [...seen].map(([slug, name]) => ({ slug, name }));
}

/** Hospital, speciality, name, day and "soonest first": every control labelled, every change applied at once. */
export function DoctorFilters({ filters, onChange, onReset, companies, polis, lang }: DoctorFiltersProps) {
  const { t } = useTranslation(NAMESPACE);
  // The speciality asked for, whether as a clinic of one hospital or at every hospital.
  const chosenSpeciality =
    filters.speciality ?? polis.find((p) => p.id === filters.poli)?.speciality_slug ?? null;
  const atHospital = (hospital: number) =>
    polis.find((p) => p.company_id === hospital && p.speciality_slug === chosenSpeciality);

  // A clinic belongs to one hospital: changing the hospital keeps the speciality, as that hospital's
  // clinic or, for every hospital, as the speciality itself.
  const changeHospital = (hospital: number | null) =>
    onChange(
      hospital === null
        ? { hospital, poli: null, speciality: chosenSpeciality }
        : { hospital, poli: atHospital(hospital)?.id ?? null, speciality: null },
    );

  return (
    <form
      role="search"
      aria-label={t('filters.label')}
      className={styles.form}
      onSubmit={(event) => event.preventDefault()}
    >
      <div className={styles.name}>
        <NameFilter
          value={filters.name}
          onCommit={(name) => onChange({ name })}
          label={t('filters.name')}
          placeholder={t('filters.namePlaceholder')}
        />
      </div>
      <SelectField
        label={t('filters.hospital')}
        value={filters.hospital === null ? '' : String(filters.hospital)}
        onChange={(event) => changeHospital(optionalId(event.target.value))}
        placeholder={t('filters.allHospitals')}
        options={companies.map((c) => ({ value: String(c.id), label: c.name }))}
      />
      {filters.hospital === null ? (
        <SelectField
          label={t('filters.speciality')}
          value={chosenSpeciality ?? ''}
          onChange={(event) => onChange({ speciality: event.target.value || null, poli: null })}
          placeholder={t('filters.allSpecialities')}
          options={specialitiesOf(polis).map((s) => ({ value: s.slug, label: s.name }))}
        />
      ) : (
        <SelectField
          label={t('filters.speciality')}
          value={String(filters.poli ?? atHospital(filters.hospital)?.id ?? '')}
          onChange={(event) => onChange({ poli: optionalId(event.target.value), speciality: null })}
          placeholder={t('filters.allSpecialities')}
          options={polis
            .filter((p) => p.company_id === filters.hospital)
            .map((p) => ({ value: String(p.id), label: p.name }))}
        />
      )}
      <SelectField
        label={t('filters.day')}
        value={filters.day === null ? '' : String(filters.day)}
        onChange={(event) => onChange({ day: optionalId(event.target.value) })}
        placeholder={t('filters.anyDay')}
        options={WEEK_ORDER.map((day) => ({ value: String(day), label: dayName(day, lang) }))}
      />
      <div className={styles.footer}>
        <CheckboxField
          label={t('filters.soonest')}
          checked={filters.sort === 'soonest'}
          onChange={(event) => onChange({ sort: event.target.checked ? 'soonest' : 'name' })}
        />
        {isFiltered(filters) && (
          <Button variant="ghost" size="sm" onClick={onReset}>
            {t('filters.reset')}
          </Button>
        )}
      </div>
    </form>
  );
}
