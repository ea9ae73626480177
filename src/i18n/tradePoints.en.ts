import type { tradePointsRu } from './tradePoints.ru';

/** The trade points page in English (the same keys as tradePoints.ru.ts). */
export const tradePointsEn: typeof tradePointsRu = {
  'trade-points': {
    name: 'Sales points',
    search: 'Search by name, address or customer number',
    typeToSearch: 'Type a name, an address or a customer number to find sales points',
    nothingFound: 'No sales points found',
    fields: {
      title: 'Name',
      address: 'Address',
      customerNumber: 'Customer number',
      legalName: 'Legal entity',
      city: 'City',
      region: 'Region',
      coordinator: 'Supervisor',
    },
    regionHint: 'Narrows the list of cities',
    ownCoordinator: 'The point will be assigned to you',
    noCoordinator: 'No supervisor (an HQ point)',
    new: 'New point',
    added: 'The point is added',
    download: 'Download the list',
    remove: 'Remove',
    removeTitle: 'Remove the point “%{title}”?',
    removeContent: 'The point will be deleted for good.',
    removeKeepContent:
      'The point has sessions: it stays in their history but leaves the list and is no longer offered.',
    removed: 'The point is deleted',
    uploadPlace: 'Upload of the point list',
  },
};
