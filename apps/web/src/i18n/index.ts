import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';

// The page's language, direction and title follow the catalogue, so screen readers and browser tabs agree with it.
i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
  document.documentElement.dir = i18n.dir(language);
  document.title = i18n.t('app.title');
});

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en } },
  lng: 'en',
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
});

export default i18n;
