import { Redirect } from '@hospital/remote-kit';
import { useLocation } from '@hospital/router';

/**
 * `/registrasi`: patients who look for "registration" want to register for a visit. A patient record
 * on its own gives them nothing they can use (no number, no account), so this is the booking wizard,
 * where registration is step 2: a real 302 from the server, a replace-navigation in the browser. Query
 * parameters (a doctor pre-selection) are kept.
 */
export function RegistrationPage() {
  const { search } = useLocation();
  return <Redirect to={`/appointment/create${search}`} />;
}
