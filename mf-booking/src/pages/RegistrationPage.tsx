import { Navigate, useLocation } from '@hospital/router';

/**
 * `/registrasi`: patients who look for "registration" want to register for a visit. A patient record
 * on its own gives them nothing they can use (no number, no account), so this is the booking wizard,
 * where registration is step 2. Query parameters (a doctor pre-selection, `lang`) are kept.
 */
export function RegistrationPage() {
  const { search } = useLocation();
  return <Navigate to={`/appointment/create${search}`} replace />;
}
