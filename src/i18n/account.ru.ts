import { MESSAGES } from '../../domain/messages';

/** Accounts: sign-up, passwords, two-factor, adding a user (src/pages): spread into ru.ts `app`. */
export const accountRu = {
  account: {
    sections: {
      account: 'Учётная запись',
      main: 'Основные данные',
      additional: 'Дополнительные данные',
    },
    role: 'Роль',
    email: 'Email',
    password: 'Пароль',
    lastName: 'Фамилия',
    firstName: 'Имя',
    midName: 'Отчество',
    iin: 'ИИН',
    agency: 'Агентство',
    city: 'Город',
    birthDate: 'Дата рождения',
    gender: 'Пол',
    phone: 'Телефон',
    isAgreementAccepted: MESSAGES.agreement as string,
    agreement: MESSAGES.agreement as string,
    requiredFields: MESSAGES.requiredFields as string,
    save: 'Сохранить',
  },
  signUp: {
    complete: 'Регистрация завершена. Учётная запись станет активной после подтверждения агентством.',
    emailSent: 'На указанный email отправлено письмо для подтверждения адреса.',
    emailVerified: 'Email подтверждён',
  },
  password: {
    title: 'Установка пароля',
    current: 'Текущий пароль',
    new: 'Новый пароль',
    repeat: 'Повторите пароль',
    mismatch: 'Пароли не совпадают',
    send: 'Отправить',
    changed: 'Пароль изменён',
    expiredTitle: 'Смена пароля',
    expired: 'Срок действия пароля истёк. Задайте новый пароль, чтобы продолжить.',
  },
  twoFactor: {
    title: 'Двухфакторная аутентификация',
    off: 'Двухфакторная аутентификация выключена',
    enable: 'Включить двухфакторную аутентификацию',
    scan: 'Отсканируйте QR-код в приложении-аутентификаторе и введите код из него.',
    qr: 'QR-код для приложения-аутентификатора',
    secret: 'Или введите ключ вручную:',
    enabled: 'Двухфакторная аутентификация включена',
    disable: 'Отключить двухфакторную аутентификацию',
    disabled: 'Двухфакторная аутентификация отключена',
  },
  userAdd: {
    created: 'Пользователь создан',
    add: 'Добавить пользователя',
  },
};
