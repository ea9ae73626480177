/** The words and constants of ./field.ts without its schemas: the browser imports them without yup. */
/** Reasons a session becomes CORRUPTED (sessions.corrupted_reason): fixed phrases, so the browser can translate them. */
export const CORRUPTED_REASONS = {
  farFromSpot: 'Сессия начата далеко от точки',
  tooEarly: 'Сессия начата раньше планового времени',
  afterPlannedEnd: 'Сессия начата после планового окончания',
  inFuture: 'Время начала сессии в будущем',
} as const;
