import type { liveMapRu } from './liveMap.ru';

/** The live map and the online widget in English (the same keys as liveMap.ru.ts). */
export const liveMapEn: typeof liveMapRu = {
  liveMap: {
    title: 'Personnel map',
    label: 'Personnel map: %{count} in view',
    openFull: 'Open the map',
    inView: 'In view: %{count}',
    onlineInView: 'online: %{count}',
    nobody: 'Nobody in this area',
    grouped: 'Many people: grouped on the map, zoom in to see each one',
    cluster: '%{count} people — zoom in',
    more: 'More',
    tilesFailed: 'The map tiles could not load: the map server cannot be reached.',
    failed: 'The map could not load',
    filter: 'Session status',
    status: {
      PLANNED: 'Planned',
      STARTED: 'Started',
      COMPLETED: 'Completed',
      CORRUPTED: 'Corrupted',
      MISSED: 'Missed',
    },
    online: 'Online',
    spot: 'Spot',
    activity: 'Project',
    since: 'Since',
    plannedAt: 'Planned at',
    contacts: 'Contacts',
    profile: 'Profile',
    session: 'Session',
  },
  onlineWidget: {
    title: 'Online now',
    count: 'Online: %{count}',
    nobody: 'Nobody is working now',
    since: 'since %{time}',
    more: 'More',
    failed: 'The list could not load',
  },
};
