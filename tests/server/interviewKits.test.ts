import { beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../../domain/roles';
import { withServer } from './harness';

const h = withServer();
const tokens = {} as Record<Role, string>;

const LIST = `{ interviewKits(first: 100) { totalCount edges { node {
  id title externalVisibility externalTitle questions { id text isOpen answers { id text value } } } } } }`;
const list = async () => (await h.gql(tokens.HQ, LIST)).data.interviewKits.edges.map((e: any) => e.node);

const kit = {
  title: 'Опрос о вкусе',
  questions: [
    {
      text: 'Какой вкус вы предпочитаете?',
      isOpen: false,
      answers: [
        { text: 'Табачный', value: 0 },
        { text: 'Ментоловый', value: 1 },
      ],
    },
    { text: 'Почему?', isOpen: true, answers: [{ text: 'будет отброшен', value: 0 }] },
  ],
};

beforeAll(async () => {
  for (const role of ROLES) tokens[role] = await h.login(role);
});

describe('interview kits', () => {
  it('lists the seeded kits with their questions and answers in order', async () => {
    const kits = await list();
    expect(kits.map((k: any) => k.title)).toEqual([
      'Анкета нового покупателя',
      'Опрос после тест-драйва glo',
    ]);
    expect(kits[0].questions[0].answers.map((a: any) => [a.text, a.value])).toEqual([
      ['Kent', 0],
      ['Rothmans', 1],
      ['Другие', 2],
      ['Не курю', 3],
    ]);
    expect(kits[0].questions[2]).toMatchObject({ isOpen: true, answers: [] });
  });

  it('HQ creates a kit with nested questions and answers; an open question keeps no answers', async () => {
    const res = await h.rest('POST', '/api/interviewkit/', tokens.HQ, kit);
    expect(res.status).toBe(201);
    const created = (await list()).find((k: any) => k.title === 'Опрос о вкусе');
    expect(created.questions.map((q: any) => [q.text, q.isOpen, q.answers.map((a: any) => a.text)])).toEqual([
      ['Какой вкус вы предпочитаете?', false, ['Табачный', 'Ментоловый']],
      ['Почему?', true, []],
    ]);
  });

  it('answers 400 with per-field messages, nested fields included, and stores nothing', async () => {
    const before = await h.count('select count(*) from interview_questions');
    const res = await h.rest('POST', '/api/interviewkit/', tokens.HQ, {
      title: '',
      questions: [
        { text: 'Вопрос', isOpen: false, answers: [{ text: 'Один', value: 0 }] },
        {
          text: '',
          isOpen: false,
          answers: [
            { text: 'А', value: -1 },
            { text: '', value: 'два' },
          ],
        },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      title: ['Это обязательное поле'],
      'questions[0].answers': ['У закрытого вопроса должно быть не меньше двух вариантов ответа'],
      'questions[1].text': ['Это обязательное поле'],
      'questions[1].answers[0].value': ['Должно быть целым неотрицательным числом'],
      'questions[1].answers[1].text': ['Это обязательное поле'],
      'questions[1].answers[1].value': ['Должно быть целым неотрицательным числом'],
    });
    expect(await h.count('select count(*) from interview_questions')).toBe(before);
    const empty = await h.rest('POST', '/api/interviewkit/', tokens.HQ, { title: 'Пустой', questions: [] });
    expect(empty.body.errors).toEqual({ questions: ['Добавьте хотя бы один вопрос'] });
  });

  it('edits a kit with PUT, replacing its questions', async () => {
    const [target] = await list();
    const res = await h.rest('PUT', `/api/interviewkit/${target.id}/`, tokens.HQ, {
      title: 'Анкета (новая)',
      externalVisibility: true,
      externalTitle: 'Анкета',
      questions: [{ text: 'Ваш возраст?', isOpen: true }],
    });
    expect(res.status).toBe(200);
    const edited = (await list()).find((k: any) => k.id === target.id);
    expect(edited).toMatchObject({
      title: 'Анкета (новая)',
      externalVisibility: true,
      externalTitle: 'Анкета',
    });
    expect(edited.questions.map((q: any) => q.text)).toEqual(['Ваш возраст?']);
  });

  it('deletes (soft): a deleted kit is not listed nor readable', async () => {
    const created = (await h.rest('POST', '/api/interviewkit/', tokens.HQ, { ...kit, title: 'Удаляемый' }))
      .body;
    expect((await h.rest('DELETE', `/api/interviewkit/${created.id}/`, tokens.HQ)).status).toBe(204);
    expect((await list()).map((k: any) => k.title)).not.toContain('Удаляемый');
    expect(
      (await h.gql(tokens.HQ, `{ interviewKit(id: ${created.id}) { id } }`)).data.interviewKit,
    ).toBeNull();
  });

  it.each(ROLES.filter((r) => r !== 'HQ'))('%s may neither read nor create kits', async (role) => {
    expect((await h.gql(tokens[role], LIST)).errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await h.rest('POST', '/api/interviewkit/', tokens[role], kit)).status).toBe(403);
  });
});
