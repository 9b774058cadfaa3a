import { describeRemoteContract } from '@hospital/remote-kit/testing';
import { dictionaries } from './i18n/dictionaries';
import { remote } from './remote';

describeRemoteContract(remote, {
  dictionaries,
  englishModule: require.resolve('./i18n/en'),
  reload: () => import('./remote'),
  // The subscription form alone: its answer after a post comes with the action, not from the API.
  // `/igd` is a permanent redirect to the emergency page (docs/decisions.md, issue 26): it shows nothing.
  pagesWithoutPrefetch: ['/newsletter', '/igd'],
});
