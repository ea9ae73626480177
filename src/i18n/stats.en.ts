/** The statistics' words in English (src/i18n/stats.ru.ts). */
export const statsEn = {
  stats: {
    contactsPlan: 'Contacts per hour: fact and plan, today',
    weekTrend: 'The week: contacts and hours worked',
    activity: 'Project',
    contactsPerHour: 'Contacts per hour',
    effectivePerHour: 'Effective per hour',
    factOfPlan: '%{fact} of %{plan}',
    noPlan: '%{fact} (no plan)',
    hours: 'Hours',
    contacts: 'Contacts',
    effective: 'Effective',
    workTime: 'Hours worked',
    day: 'Day',
    none: 'Nobody has worked in your projects today yet',
    definitions: 'How the figures are counted',
    chartContacts: 'Contacts and effective contacts by day',
    chartHours: 'Hours worked by day',
    failed: 'The statistics could not be loaded',
  },
  statistics: {
    title: 'Statistics: how the figures are counted',
    intro:
      "The figures are counted from the sessions and contacts the mobile app recorded. A session and all its contacts count on the day of its planned start (Almaty time). Everyone sees their own people's figures: a coordinator their team, an agency its staff, a business-unit manager their region, HQ everyone.",
    field: 'Figure',
    meaning: 'How it is counted',
    fields: {
      session:
        'Sessions: the sessions held (started or completed). Corrupted, missed, planned and deleted ones do not count, nor do their contacts.',
      workTime:
        "Hours worked: from each held session's start to its stop; a running one up to now, but not past its planned end. To a tenth.",
      contact: 'Contacts: every contact of the held sessions.',
      effConcatsFact: 'Effective contacts: with a registration or an exchange.',
      ifnConcatsFact: 'Informational contacts: neither effective nor denied.',
      reg: 'Registrations: contacts with a registration.',
      swap: 'Exchanges: contacts with an exchange.',
      compliment: 'Compliments: contacts with a compliment.',
      ifnConcatsPlan:
        "Contacts plan: the project's contacts per hour × hours worked, rounded. Over several projects, the sum of their plans.",
      effConcatsPlan:
        "Effective contacts plan: the project's effective contacts per hour × hours worked, rounded.",
    },
    perHour:
      "The dashboard's contacts per hour and effective per hour are the contacts (effective contacts) divided by the hours worked, against the project's plan per hour.",
    live: 'The figures change the moment a contact is recorded; the dashboard widgets read them again every 5 seconds while they are on screen.',
  },
};
