import { renderWithApp } from '../testing/renderWithApp';
import { RegistrationPage } from './RegistrationPage';

describe('/registrasi', () => {
  it('opens the booking wizard, where registration is step 2, keeping the query', () => {
    const view = renderWithApp(<RegistrationPage />, {
      route: '/registrasi?doctor=1023&company=1&poli=2462',
    });
    expect(view.location()).toBe('/appointment/create?doctor=1023&company=1&poli=2462');
  });
});
