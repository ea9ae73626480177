import { asc, eq } from 'drizzle-orm';
import { sanitizeDisclaimerHtml } from '../../modules/disclaimers/sanitize';
import {
  devices,
  disclaimers,
  interviewAnswers,
  interviewKits,
  interviewQuestions,
  media,
  scratchCards,
  serialNumbers,
  users,
} from '../schema';
import { DEMO_ACCOUNTS } from './accounts';
import type { Tx } from './util';

const KITS: { title: string; externalTitle?: string; questions: [string, string[]][] }[] = [
  {
    title: 'Анкета нового покупателя',
    externalTitle: 'Расскажите о себе',
    questions: [
      ['Какие сигареты вы курите сейчас?', ['Kent', 'Rothmans', 'Другие', 'Не курю']],
      ['Как часто вы курите?', ['Каждый день', 'Несколько раз в неделю', 'Реже']],
      ['Что для вас важнее всего в устройстве?', []],
    ],
  },
  {
    title: 'Опрос после тест-драйва glo',
    questions: [
      ['Понравился ли вам вкус?', ['Да', 'Скорее да', 'Скорее нет', 'Нет']],
      ['Готовы ли вы перейти на glo?', ['Да', 'Нужно подумать', 'Нет']],
      ['Ваши пожелания', []],
    ],
  },
];

/** Disclaimers, media, interview kits, scratch cards and a serial-number register (issue 5 part B). */
export const seedContent = async (tx: Tx) => {
  const [hq] = await tx.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNTS.HQ));
  await tx.insert(disclaimers).values([
    {
      title: 'Согласие на обработку персональных данных',
      displayName: 'Персональные данные',
      buttonTitle: 'Согласен',
      content: sanitizeDisclaimerHtml(
        '<p>Я даю согласие ТОО «Промо Старт» на обработку моих персональных данных (имя, телефон, дата рождения) в целях участия в программе лояльности.</p><p>Согласие действует <strong>5 лет</strong> и может быть отозвано письменным заявлением.</p>',
      ),
      userId: hq.id,
    },
    {
      title: 'Подтверждение совершеннолетия',
      displayName: 'Мне есть 21 год',
      buttonTitle: 'Подтверждаю',
      content: sanitizeDisclaimerHtml(
        '<p>Продукция предназначена только для совершеннолетних курильщиков.</p><p><em>Я подтверждаю, что мне исполнился 21 год и я являюсь курильщиком.</em></p>',
      ),
      userId: hq.id,
    },
    {
      title: 'Правила акции «Весенний обмен» (архив)',
      displayName: 'Правила акции',
      buttonTitle: 'Ознакомлен',
      content: sanitizeDisclaimerHtml(
        '<p>Акция проводилась с 1 по 31 марта. Подробные правила — у консультанта.</p>',
      ),
      enabled: false,
      userId: hq.id,
    },
  ]);
  await tx.insert(media).values([
    { title: 'Презентация glo hyper X2', link: 'https://www.glo.com/kz/ru/hyper-x2', userId: hq.id },
    { title: 'Видео: как чистить устройство', link: 'https://video.example.kz/glo-cleaning', userId: hq.id },
  ]);
  for (const kit of KITS) {
    const [{ id }] = await tx
      .insert(interviewKits)
      .values({ title: kit.title, externalVisibility: !!kit.externalTitle, externalTitle: kit.externalTitle })
      .returning({ id: interviewKits.id });
    for (const [position, [text, answers]] of kit.questions.entries()) {
      const [q] = await tx
        .insert(interviewQuestions)
        .values({ kitId: id, position, text, isOpen: answers.length === 0 })
        .returning({ id: interviewQuestions.id });
      if (answers.length)
        await tx
          .insert(interviewAnswers)
          .values(answers.map((a, i) => ({ questionId: q.id, position: i, text: a, value: i })));
    }
  }
  await tx.insert(scratchCards).values([
    { title: 'Мгновенный приз', code: 'SC-INSTANT', description: 'Стирается защитный слой — приз сразу' },
    { title: 'Скидка 20% на устройство', code: 'SC-DISC20', description: 'Скидка при покупке glo hyper' },
    { title: 'Бесплатная пачка стиков', code: 'SC-STICKS', description: 'Одна пачка neo при первой покупке' },
    { title: 'Новогодняя лотерея 2025', code: 'SC-NY2025', isActive: false },
  ]);
  const colors = await tx
    .select({ id: devices.id })
    .from(devices)
    .where(eq(devices.isDeleted, false))
    .orderBy(asc(devices.id));
  const statuses = ['IN_STOCK', 'IN_STOCK', 'ISSUED', 'SOLD', 'IN_STOCK', 'DEFECTIVE'] as const;
  await tx.insert(serialNumbers).values(
    Array.from({ length: 18 }, (_, i) => ({
      serialNumber: `GLO${String(240_001 + i * 7).padStart(7, '0')}KZ`,
      deviceId: colors[i % colors.length].id,
      status: statuses[i % statuses.length],
      note: statuses[i % statuses.length] === 'DEFECTIVE' ? 'Не заряжается, возврат поставщику' : null,
    })),
  );
};
