import { describeLazyEnglish } from '@hospital/i18n/testing';
import { shellDictionaries } from './dictionaries';

describeLazyEnglish({
  name: 'shell',
  load: () => import('./index').then((m) => m.shellI18nOptions),
  englishModule: require.resolve('./shell.en'),
  dictionaries: shellDictionaries,
});
