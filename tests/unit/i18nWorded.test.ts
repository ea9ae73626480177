import { describe, expect, it } from 'vitest';
import { tooManyRequestsFor } from '../../domain/messages';
import { i18nProvider, loadCatalogue } from '../../src/i18n';

// A server message worded with a value (a slowed login's wait) reads in the chosen language too.
describe('server messages worded with values', () => {
  it('finds the wait in a slowed login’s message and words it in English', async () => {
    await loadCatalogue();
    await i18nProvider.changeLocale('en');
    expect(i18nProvider.translate(tooManyRequestsFor(5))).toBe('Too many attempts. Try again in 5 s');
    expect(i18nProvider.translate(tooManyRequestsFor(600))).toBe('Too many attempts. Try again in 10 min');
    await i18nProvider.changeLocale('ru');
    expect(i18nProvider.translate(tooManyRequestsFor(5))).toBe('Слишком много попыток. Повторите через 5 с');
    expect(i18nProvider.translate('app.menu.home')).toBe('Главная');
  });
});
