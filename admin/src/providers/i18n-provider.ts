import polyglotI18nProvider from 'ra-i18n-polyglot';
import { ptBr } from '../i18n/pt-br';

/** Brazilian Portuguese only: react-admin's texts and the back office's. */
export const i18nProvider = polyglotI18nProvider(() => ptBr, 'pt-BR', [
  { locale: 'pt-BR', name: 'Português' },
]);
