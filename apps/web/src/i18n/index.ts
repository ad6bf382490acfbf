import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';
import { faAF } from './fa-AF';
import { isolateValues } from './isolate';
import { rememberedLanguage } from './language';
import { ps } from './ps';

// The page's language, direction and title follow the catalogue, so screen readers and browser tabs agree with it.
i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
  document.documentElement.dir = i18n.dir(language);
  document.title = i18n.t('app.title');
});

void i18n.use(initReactI18next).use(isolateValues).init({
  resources: { en: { translation: en }, 'fa-AF': { translation: faAF }, ps: { translation: ps } },
  lng: rememberedLanguage(),
  fallbackLng: 'en',
  interpolation: { escapeValue: false, alwaysFormat: true },
});

export default i18n;
