import { useTranslation } from '@hospital/i18n';
import type { Company, Poli } from '@hospital/api-client';
import { Button, CheckboxField, SelectField } from '@hospital/ui';
import type { Lang } from '@hospital/domain/src/lang';
import { NAMESPACE } from '../../i18n';
import { dayLabel, WEEK_ORDER } from '../../lib/format';
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

/** Hospital, speciality, name, day and "soonest first": every control labelled, every change applied at once. */
export function DoctorFilters({ filters, onChange, onReset, companies, polis, lang }: DoctorFiltersProps) {
  const { t } = useTranslation(NAMESPACE);
  const polisShown =
    filters.hospital === null ? polis : polis.filter((p) => p.company_id === filters.hospital);

  const changeHospital = (hospital: number | null) => {
    const poli = polis.find((p) => p.id === filters.poli);
    // A clinic belongs to one hospital: keep it only when it is at the hospital now chosen.
    const keepPoli = hospital === null || (poli !== undefined && poli.company_id === hospital);
    onChange({ hospital, poli: keepPoli ? filters.poli : null });
  };

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
      <SelectField
        label={t('filters.speciality')}
        value={filters.poli === null ? '' : String(filters.poli)}
        onChange={(event) => onChange({ poli: optionalId(event.target.value) })}
        placeholder={t('filters.allSpecialities')}
      >
        {filters.hospital !== null
          ? polisShown.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))
          : companies.map((company) => (
              <optgroup key={company.id} label={company.name}>
                {polis
                  .filter((p) => p.company_id === company.id)
                  .map((p) => (
                    <option key={p.id} value={p.id}>
                      {p.name}
                    </option>
                  ))}
              </optgroup>
            ))}
      </SelectField>
      <SelectField
        label={t('filters.day')}
        value={filters.day === null ? '' : String(filters.day)}
        onChange={(event) => onChange({ day: optionalId(event.target.value) })}
        placeholder={t('filters.anyDay')}
        options={WEEK_ORDER.map((day) => ({ value: String(day), label: dayLabel(day, lang) }))}
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
