/**
 * Common Kazakh and Russian names for the generated staff, with the Latin spelling their e-mail
 * addresses use. Surnames are listed in the male form; the female form follows Russian grammar
 * (-ов/-ев/-ин + а, -ский/-цкий → -ская/-цкая; Korean, Ukrainian -ко/-чук and similar surnames
 * do not change).
 */

const words = (text: string) => text.split(' ');

export const MALE_FIRST_NAMES = words(
  'Арман Ерлан Данияр Нурлан Айдар Асхат Бауыржан Ержан Марат Серик Тимур Руслан Санжар Алишер ' +
    'Дамир Азамат Олжас Адиль Ильяс Ерасыл Нурсултан Мирас Әлихан Алексей Дмитрий Сергей Андрей ' +
    'Максим Иван Никита Артём Роман Евгений Игорь Владимир Павел Денис Кирилл Михаил Александр',
);

export const FEMALE_FIRST_NAMES = words(
  'Айгерим Асель Динара Жанар Алия Гульнара Сауле Камила Мадина Дана Аружан Томирис Айжан ' +
    'Жансая Акмарал Малика Диана Індира Балжан Зарина Анастасия Мария Елена Ольга Татьяна Ирина ' +
    'Наталья Екатерина Юлия Анна Светлана Ксения Виктория Дарья Алина Полина',
);

/** Patronymics in the male form; the female form ends in -на instead of -ич. */
export const PATRONYMICS = words(
  'Маратович Ерланович Нурланович Серикович Болатович Канатович Ержанович Асхатович Даулетович ' +
    'Бахытович Айдарович Муратович Ерболович Русланович Тимурович Кайратович Жанатович ' +
    'Бауыржанович Сергеевич Александрович Викторович Игоревич Олегович Андреевич Павлович ' +
    'Дмитриевич Николаевич Владимирович Евгеньевич Михайлович Юрьевич Петрович',
);

export const femalePatronymic = (patronymic: string) => patronymic.replace(/ич$/, 'на');

export const SURNAMES = words(
  'Ахметов Сериков Жумабеков Нурланов Бекмуханов Абдуллаев Садыков Тулегенов Аманов Сапаров ' +
    'Оспанов Исмаилов Омаров Касымов Байжанов Есенов Калиев Мукашев Искаков Жаксылыков Нургалиев ' +
    'Габдуллин Сабитов Ибраев Шарипов Рахимов Кенжебаев Жунусов Абенов Тлеубаев Сатпаев Ермеков ' +
    'Муканов Кузнецов Иванов Смирнов Петров Волков Соколов Попов Лебедев Козлов Новиков Морозов ' +
    'Васильев Павлов Семёнов Ковалёв Токарев Горбунов Белов Фомин Ильин Вишневский Левицкий Ким ' +
    'Пак Ли Цой Тен Шевченко Бондаренко Ковальчук',
);

/** The female form of a surname listed in the male form. */
export const feminine = (surname: string) => {
  if (/(ов|ев|ёв|ин|ын)$/.test(surname)) return `${surname}а`;
  if (/(ский|цкий)$/.test(surname)) return `${surname.slice(0, -2)}ая`;
  return surname;
};

const LATIN: Record<string, string> = {
  а: 'a',
  ә: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  ғ: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  і: 'i',
  й: 'y',
  к: 'k',
  қ: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  ң: 'n',
  о: 'o',
  ө: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ұ: 'u',
  ү: 'u',
  ф: 'f',
  х: 'kh',
  һ: 'h',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
};

/** A name in Latin letters, as in a Kazakh passport (lower case, for e-mail addresses). */
export const latin = (name: string) =>
  [...name.toLowerCase()]
    .map((letter) => {
      const spelled = LATIN[letter];
      if (spelled === undefined) throw new Error(`no Latin spelling for «${letter}» in «${name}»`);
      return spelled;
    })
    .join('');

/** The public mail services the agencies' staff sign up with. */
export const EMAIL_DOMAINS = [
  'gmail.com',
  'mail.ru',
  'mail.ru',
  'yandex.kz',
  'inbox.ru',
  'list.ru',
  'icloud.com',
];

/** Kazakhstan's mobile operator codes (+7 7xx). */
export const MOBILE_CODES = [
  '700',
  '701',
  '702',
  '705',
  '707',
  '708',
  '747',
  '771',
  '775',
  '776',
  '777',
  '778',
];

export const FIRED_REASONS = [
  'Собственное желание',
  'Нарушение стандартов работы на точке',
  'Переезд в другой город',
  'Окончание проекта',
  'Прогулы без уважительной причины',
  'Поступление на учёбу',
];
