/** The words and constants of ./actions.ts without its schemas: the browser imports them without yup. */
export const ACTION_MESSAGES = {
  endBeforeStart: 'Дата окончания раньше даты начала',
  itemsRequired: 'Добавьте хотя бы одну позицию',
  duplicate: 'Позиция уже есть в списке',
} as const;
