import type { linksRu } from './links.ru';

export const linksEn: typeof linksRu = {
  leave: {
    title: 'Unsaved changes',
    question: 'There are unsaved changes. Leave without saving?',
    stay: 'Stay',
    leave: 'Leave without saving',
  },
  links: {
    openSession: 'Open the session',
    personSessions: "All of this person's sessions",
    openSpot: 'The page of the spot «%{title}»',
    openProfile: 'Profile: %{name}',
    actions: 'Actions',
    noActions: 'No actions yet',
    newAction: 'New action',
    actionProjects: "The action's projects",
    noProjects: 'The action is in no project',
    backToProject: 'To the project «%{title}»',
  },
};
