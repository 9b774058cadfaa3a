import { describeRemoteContract } from '@hospital/remote-kit/testing';
import { dictionaries } from './i18n/dictionaries';
import { remote } from './remote';

describeRemoteContract(remote, {
  dictionaries,
  englishModule: require.resolve('./i18n/en'),
  reload: () => import('./remote'),
  // Pages whose first render needs nothing from the API: the look-up's form (the booking is asked for
  // with the birth date, which never travels in a URL), the success page (its booking is in this tab's
  // storage, which the server cannot see) and /registrasi (a redirect to the wizard).
  pagesWithoutPrefetch: ['/appointment/detail', '/detail-appointment', '/appointment/success', '/registrasi'],
});
