import { describe, expect, it } from 'vitest';
import { EMPLOYEE_MESSAGES } from '../../domain/validation/employees.messages';
import { SESSION_MESSAGES } from '../../domain/validation/sessions.messages';
import { serverText } from '../../resources/sessions/dialogs/SessionFormDialog';
import { i18nProvider, loadCatalogue } from '../../src/i18n';
import { ruCore } from '../../src/i18n/ruCore';

/**
 * The server words its messages in Russian; the Russian catalogue the app loads first does without
 * their table (the first screen's JavaScript budget, issue 24), which comes with English.
 */
describe('server messages without their table in the Russian catalogue', () => {
  it('the core holds only the common ones (the login form’s)', () => {
    expect(Object.keys(ruCore.app.server)).toEqual(['common']);
  });

  it('reads a message as the server worded it in Russian, in English once chosen, in Russian again', async () => {
    await loadCatalogue();
    const translate = i18nProvider.translate;
    // Before English was ever loaded: the server's own text.
    expect(translate(EMPLOYEE_MESSAGES.alreadyFired)).toBe('Сотрудник уже уволен');
    expect(translate('1 месяц')).toBe('1 месяц');
    await i18nProvider.changeLocale('en');
    expect(translate(EMPLOYEE_MESSAGES.alreadyFired)).toBe('The employee is already dismissed');
    await i18nProvider.changeLocale('ru');
    // The keys are known now; the Russian catalogue still lacks them: the text as it came.
    expect(translate(EMPLOYEE_MESSAGES.alreadyFired)).toBe('Сотрудник уже уволен');
    expect(translate('app.menu.home')).toBe('Главная');
  });

  it('words a session overlap with its clash in either language', async () => {
    await loadCatalogue();
    const overlap = SESSION_MESSAGES.overlap('ТЦ Мега, 10:00–12:00');
    await i18nProvider.changeLocale('ru');
    expect(serverText(i18nProvider.translate, overlap)).toBe(overlap);
    await i18nProvider.changeLocale('en');
    expect(serverText(i18nProvider.translate, overlap)).toContain('ТЦ Мега, 10:00–12:00');
    expect(serverText(i18nProvider.translate, overlap)).not.toBe(overlap);
    await i18nProvider.changeLocale('ru');
  });
});
