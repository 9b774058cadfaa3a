import { useParams } from '@hospital/router';
import { prefetchShownPages, shownPages, type Prefetch } from '@hospital/remote-kit';
import { companiesQuery, doctorSearchQuery, specialitiesQuery } from '../shared/queries';
import { specialistQuery } from '../features/specialist/SpecialistDoctors';
import { SpecialistDoctors } from '../features/specialist/SpecialistDoctors';
import { SpecialityIndex } from '../features/specialist/SpecialityIndex';

/** `/specialist` lists every speciality; `/specialist/:slug` the doctors of one, at both hospitals. */
export function SpecialistPage() {
  const { slug } = useParams();
  return slug ? <SpecialistDoctors key={slug} slug={slug} /> : <SpecialityIndex />;
}

SpecialistPage.prefetch = (async ({ queryClient, api, params, search }) => {
  const specialities = queryClient.fetchQuery(specialitiesQuery(api));
  if (!params.slug) return specialities;
  await Promise.all([
    specialities,
    queryClient.prefetchQuery(companiesQuery(api)),
    prefetchShownPages(queryClient, doctorSearchQuery(api, specialistQuery(params.slug)), shownPages(search)),
  ]);
}) satisfies Prefetch;
