import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@hospital/i18n';
import type { Company, Poli } from '@hospital/api-client';
import { useLocation } from '@hospital/router';
import { Button, ButtonLink, CheckboxField, SelectField, useSiteHref } from '@hospital/ui';
import { dayName, type Lang } from '@hospital/domain';
import { WEEK_ORDER } from '../../shared/weekOrder';
import { NAMESPACE } from '../../i18n';
import {
  FILTER_PARAMS,
  isFiltered,
  parseFilters,
  resolveFilters,
  sameFilters,
  type DoctorFilters as Filters,
} from './filters';
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

/** What a submit of the form would send, read as the URL's filters. */
function formFilters(form: HTMLFormElement, polis: readonly Poli[]): Filters {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') params.append(name, value);
  return resolveFilters(parseFilters(params), polis);
}

/**
 * Whether a control of the server's HTML holds something else than the server rendered: the visitor
 * changed it before the scripts took the page over (React keeps such a value when it hydrates).
 */
function changedBeforeHydration(form: HTMLFormElement): boolean {
  for (const control of form.elements) {
    if (control instanceof HTMLSelectElement) {
      // Without a `selected` option in the HTML the browser shows the first.
      let initial = 0;
      for (const [index, option] of [...control.options].entries())
        if (option.defaultSelected) initial = index;
      if (control.selectedIndex !== initial) return true;
    } else if (control instanceof HTMLInputElement) {
      const changed =
        control.type === 'checkbox'
          ? control.checked !== control.defaultChecked
          : control.value !== control.defaultValue;
      if (changed) return true;
    }
  }
  return false;
}

/**
 * Hospital, speciality, name, day and "soonest first": every control labelled, every change applied at
 * once. It is also a GET form to this page, each field named as its URL parameter, so the search works
 * before the scripts have run and without them (docs/decisions.md, issue 25 — the doctor filters).
 */
export function DoctorFilters({ filters, onChange, onReset, companies, polis, lang }: DoctorFiltersProps) {
  const { t } = useTranslation(NAMESPACE);
  const { pathname } = useLocation();
  const toHref = useSiteHref();
  const formRef = useRef<HTMLFormElement>(null);
  // The server's copy of the form is in the document in the render that takes it over, and only then
  // (`useId` gives the server and the browser the same id; useTypedBeforeHydration does the same).
  const formId = useId();
  const [fromServer] = useState(
    () => typeof document !== 'undefined' && document.getElementById(formId) instanceof HTMLFormElement,
  );
  const takenOver = useRef(false);

  // What the form holds, applied when it is another search than the one shown.
  const applyForm = (form: HTMLFormElement) => {
    const chosen = formFilters(form, polis);
    if (!sameFilters(chosen, filters)) onChange(chosen);
  };

  // A change made in the server's HTML before the scripts ran is the visitor's search: applied once, as
  // the form would have sent it, so the list and the controls agree with what they chose. An effect, not
  // a layout effect: the router navigates only once its own layout effects have run; React renders
  // nothing in between that could set the controls back.
  useEffect(() => {
    const form = formRef.current;
    if (!fromServer || takenOver.current || !form) return;
    takenOver.current = true;
    if (changedBeforeHydration(form)) applyForm(form);
    // Once, when the server's HTML is taken over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // With the scripts every change is already applied; the button then applies a name still being typed.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    applyForm(event.currentTarget);
  };

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
      ref={formRef}
      id={formId}
      role="search"
      aria-label={t('filters.label')}
      className={styles.form}
      method="get"
      action={toHref(pathname)}
      onSubmit={submit}
    >
      <div className={styles.name}>
        <NameFilter
          name={FILTER_PARAMS.name}
          value={filters.name}
          onCommit={(name) => onChange({ name })}
          label={t('filters.name')}
          placeholder={t('filters.namePlaceholder')}
        />
      </div>
      <SelectField
        name={FILTER_PARAMS.hospital}
        label={t('filters.hospital')}
        value={filters.hospital === null ? '' : String(filters.hospital)}
        onChange={(event) => changeHospital(optionalId(event.target.value))}
        placeholder={t('filters.allHospitals')}
        options={companies.map((c) => ({ value: String(c.id), label: c.name }))}
      />
      {filters.hospital === null ? (
        <SelectField
          name={FILTER_PARAMS.speciality}
          label={t('filters.speciality')}
          value={chosenSpeciality ?? ''}
          onChange={(event) => onChange({ speciality: event.target.value || null, poli: null })}
          placeholder={t('filters.allSpecialities')}
          options={specialitiesOf(polis).map((s) => ({ value: s.slug, label: s.name }))}
        />
      ) : (
        <SelectField
          name={FILTER_PARAMS.poli}
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
        name={FILTER_PARAMS.day}
        label={t('filters.day')}
        value={filters.day === null ? '' : String(filters.day)}
        onChange={(event) => onChange({ day: optionalId(event.target.value) })}
        placeholder={t('filters.anyDay')}
        options={WEEK_ORDER.map((day) => ({ value: String(day), label: dayName(day, lang) }))}
      />
      <div className={styles.footer}>
        <CheckboxField
          name={FILTER_PARAMS.sort}
          value="soonest"
          label={t('filters.soonest')}
          checked={filters.sort === 'soonest'}
          onChange={(event) => onChange({ sort: event.target.checked ? 'soonest' : 'name' })}
        />
        <div className={styles.actions}>
          {isFiltered(filters) && (
            // A link to the page without filters: it works before the scripts, which then reset in place.
            <ButtonLink variant="ghost" size="sm" href={pathname} onNavigate={() => onReset()}>
              {t('filters.reset')}
            </ButtonLink>
          )}
          <Button type="submit" variant="secondary" size="sm">
            {t('filters.submit')}
          </Button>
        </div>
      </div>
    </form>
  );
}
