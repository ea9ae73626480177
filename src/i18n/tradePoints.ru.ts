/** The trade points page (/trade-points, resources/tradePoints): spread into ru.ts `resources`. */
export const tradePointsRu = {
  'trade-points': {
    name: 'Точки продаж',
    search: 'Поиск по названию, адресу или номеру клиента',
    typeToSearch: 'Введите название, адрес или номер клиента, чтобы найти точки',
    nothingFound: 'Точки не найдены',
    fields: {
      title: 'Название',
      address: 'Адрес',
      customerNumber: 'Номер клиента',
      legalName: 'Юридическое лицо',
      city: 'Город',
      region: 'Регион',
      coordinator: 'Супервайзер',
    },
    regionHint: 'Сужает список городов',
    ownCoordinator: 'Точка будет закреплена за вами',
    noCoordinator: 'Без супервайзера (точка HQ)',
    new: 'Новая точка',
    added: 'Точка добавлена',
    download: 'Скачать список',
    remove: 'Удалить',
    removeTitle: 'Удалить точку «%{title}»?',
    removeContent: 'Точка будет удалена безвозвратно.',
    removeKeepContent:
      'У точки есть сессии: она останется в их истории, но исчезнет из списка и больше не будет предлагаться.',
    removed: 'Точка удалена',
    uploadPlace: 'Загрузка списка точек',
  },
};
