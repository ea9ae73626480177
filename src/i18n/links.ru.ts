/**
 * The words of issue 23 point 3: the question before leaving unsaved edits (asked by the shell,
 * src/layout/LeaveGuard.tsx) and the links between related screens.
 */
export const linksRu = {
  leave: {
    title: 'Несохранённые изменения',
    question: 'Есть несохранённые изменения. Уйти без сохранения?',
    stay: 'Остаться',
    leave: 'Уйти без сохранения',
  },
  links: {
    openSession: 'Открыть сессию',
    personSessions: 'Все сессии сотрудника',
    openSpot: 'Страница точки «%{title}»',
    openProfile: 'Профиль: %{name}',
    actions: 'Действия',
    noActions: 'Действий пока нет',
    newAction: 'Новое действие',
    actionProjects: 'Проекты действия',
    noProjects: 'Действие не входит ни в один проект',
    backToProject: 'К проекту «%{title}»',
  },
};
