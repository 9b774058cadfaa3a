import { describeRemoteContract } from '@hospital/remote-kit/testing';
import { dictionaries } from './i18n/dictionaries';
import { remote } from './remote';

describeRemoteContract(remote, {
  dictionaries,
  englishModule: require.resolve('./i18n/en'),
  reload: () => import('./remote'),
  // One signed-in person's screen: nothing of it is rendered with data on the server.
  pagesWithoutPrefetch: ['/frontdesk'],
});
