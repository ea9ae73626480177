import { array, boolean, object, string } from 'yup';
import { MESSAGES } from '../messages';
import { idRef, optionalText, requiredText } from './common';
import { isReportDate } from './reports';

/** Audit (part 2 §3 "Audit quiz", "Audit question", §7 "Audit"; issue 26). */
export const AUDIT_MESSAGES = {
  dateFormat: 'Дата в формате ГГГГ-ММ-ДД',
  dateOrder: 'Дата начала позже даты окончания',
  twoQuestions: 'Выберите два вопроса одного опроса',
  noSessions: 'Выберите сессии',
  sessionOutOfScope: 'Сессия недоступна',
  answerRequired: 'Ответьте на вопрос',
  notApplicableRefused: 'На этот вопрос нельзя ответить «Неприменимо»',
  photoRefused: 'Фото недоступно',
  alreadyAnswered: 'Результаты аудита уже записаны',
  onlySender: 'Результаты записывает тот, кто отправил аудит',
  photoRequired: 'Приложите фото',
  photoNotImage: 'Фото должно быть в формате JPEG или PNG',
  photoTooLarge: 'Фото больше 5 МБ',
  unknownQuestion: 'Вопрос не из этого опроса',
} as const;

export const AUDIT_ANSWERS = ['YES', 'NO', 'NA'] as const;
export type AuditAnswer = (typeof AUDIT_ANSWERS)[number];
export const AUDIT_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const AUDIT_PHOTOS_PER_ANSWER = 10;

const flag = (fallback: boolean) => boolean().default(fallback);
const requiredId = () => idRef().required(MESSAGES.required);
const day = () =>
  string()
    .strict()
    .required(MESSAGES.required)
    .test('date', AUDIT_MESSAGES.dateFormat, (v) => v == null || isReportDate(v));

/** POST /audit/quizzes and PUT /audit/quizzes/{id}: title, is_active (created active). */
export const auditQuizSchema = object({ title: requiredText(255), is_active: flag(true) });

/** POST /audit/questions and PUT /audit/questions/{id}. */
export const auditQuestionSchema = object({
  title: requiredText(500),
  quiz: requiredId(),
  is_active: flag(true),
  is_main: flag(false),
  is_final: flag(false),
  can_be_not_applicable: flag(false),
});

/** PUT /audit/questions/swap: the two questions whose order is exchanged. */
export const auditSwapSchema = object({
  questions: array(requiredId())
    .required(AUDIT_MESSAGES.twoQuestions)
    .test('two', AUDIT_MESSAGES.twoQuestions, (v) => !v || (v.length === 2 && v[0] !== v[1])),
});

/** POST /audit/send: a quiz to sessions (each to its consultant). */
export const auditSendSchema = object({
  quiz: requiredId(),
  sessions: array(requiredId())
    .required(AUDIT_MESSAGES.noSessions)
    .min(1, AUDIT_MESSAGES.noSessions)
    .max(200),
});

/** POST /audit/results: an audit's answers, whose photos are ids of POST /audit/photos. */
export const auditResultsSchema = object({
  audit: requiredId(),
  answers: array(
    object({
      question: requiredId(),
      answer: string().strict().required(AUDIT_MESSAGES.answerRequired).oneOf(AUDIT_ANSWERS),
      comment: optionalText(1000),
      photos: array(requiredId()).max(AUDIT_PHOTOS_PER_ANSWER).default([]),
    }),
  )
    .required(AUDIT_MESSAGES.answerRequired)
    .min(1, AUDIT_MESSAGES.answerRequired),
});

/** POST audit/report: a quiz's audits of a period. */
export const auditReportSchema = object({
  quiz: requiredId(),
  date_from: day(),
  date_to: day().test(
    'order',
    AUDIT_MESSAGES.dateOrder,
    (v, ctx) => !v || !ctx.parent.date_from || ctx.parent.date_from <= v,
  ),
});
