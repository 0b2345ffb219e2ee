import type rs from '~/locales/rs';
import type {
  Paths,
  TFunction as TextFunction,
  Translator as TextTranslator,
} from '../../server/common/translate';

// The app's texts (app/locales) through the one translator the server uses too (server/common/translate.ts).
// Dropping i18next for it keeps ~14 KB of gzip off every page (the home page's budget, docs/decisions/007).
export { createTranslator } from '../../server/common/translate';

export type Resources = typeof rs;
export type TKey = Paths<Resources>;
export type TFunction = TextFunction<TKey>;
export type Translator = TextTranslator<TKey>;
