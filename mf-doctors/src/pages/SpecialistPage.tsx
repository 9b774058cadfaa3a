import { useParams } from '@hospital/remote-kit';
import { SpecialistDoctors } from '../features/specialist/SpecialistDoctors';
import { SpecialityIndex } from '../features/specialist/SpecialityIndex';

/** `/specialist` lists every speciality; `/specialist/:slug` the doctors of one, at both hospitals. */
export function SpecialistPage() {
  const { slug } = useParams();
  return slug ? <SpecialistDoctors key={slug} slug={slug} /> : <SpecialityIndex />;
}
