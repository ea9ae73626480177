/** The words and constants of ./equipment.ts without its schemas: the browser imports them without yup. */
/** The equipment edit forms' own messages (part 2 §6 "Equipment edit forms"; the spec words none). */
export const EQUIPMENT_MESSAGES = {
  inventoryTaken: 'Оборудование с таким инвентарным номером уже есть',
  notCoordinator: 'Выберите супервайзера из списка',
  otherCoordinator: 'Нельзя передать оборудование другому супервайзеру',
  consultantNotInTeam: 'Выберите подтверждённого и не уволенного консультанта супервайзера',
  spotNotOfCoordinator: 'Выберите активную точку супервайзера',
  unknownModel: 'Выберите модель планшета из списка',
  photoNotImage: 'Фото должно быть в формате JPEG или PNG',
  photoTooLarge: 'Фото больше 5 МБ',
  photoUnreadable: 'Не удалось прочитать фото',
} as const;
