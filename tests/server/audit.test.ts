import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../domain/roles';
import { AUDIT_MESSAGES } from '../../domain/validation/audit';
import { multipartBody } from '../support/zip';
import { withServer } from './harness';

const h = withServer();
const tokens: Partial<Record<Role, string>> = {};
const token = async (role: Role) => {
  tokens[role] ??= await h.login(role);
  return tokens[role]!;
};
const rest = async (role: Role, method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
  h.rest(method, url, await token(role), body);

const gql = async (role: Role, query: string, variables: Record<string, unknown> = {}) =>
  h.gql(await token(role), query, variables);
const SESSIONS = `query($date: String) { auditSessions(date: $date) { id consultant { id } audits { id quiz answered } } }`;
const AUDITS = `query($session: ID) { audits(session: $session) { id quiz session answeredAt } }`;
const AUDIT = `query($id: ID!) { audit(id: $id) { id answeredAt canRecord questions { id title }
  answers { question answer comment photos } } }`;

const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(300, 9)]);
const uploadPhoto = async (role: Role, data = JPEG) => {
  const { payload, contentType } = multipartBody(
    {},
    { field: 'photo', name: 'a.jpg', type: 'image/jpeg', data },
  );
  const res = await h.app.inject({
    method: 'POST',
    url: '/api/audit/photos/',
    headers: { authorization: `JWT ${await token(role)}`, 'content-type': contentType },
    payload,
  });
  return { status: res.statusCode, body: res.json() };
};

let teamSession = 0;
let otherSession = 0;
let day = '';

beforeAll(async () => {
  const team = await h.pool.query(`
    select s.id, to_char(s.planned_start_time at time zone 'Asia/Almaty', 'YYYY-MM-DD') as day
    from sessions s join users u on u.id = s.consultant_id join users m on m.id = u.manager_id
    where m.email = 'coordinator@demo.kz' and s.status <> 'DELETED' order by s.planned_start_time desc limit 1`);
  teamSession = team.rows[0].id;
  day = team.rows[0].day;
  const other = await h.pool.query(
    `select s.id from sessions s join users u on u.id = s.consultant_id join users m on m.id = u.manager_id
     where m.email <> 'coordinator@demo.kz' and s.status <> 'DELETED'
       and to_char(s.planned_start_time at time zone 'Asia/Almaty', 'YYYY-MM-DD') = $1 limit 1`,
    [day],
  );
  otherSession = other.rows[0]?.id ?? 0;
});

describe('quizzes and questions', () => {
  it('creates quizzes and questions active, edits them, and swaps two questions; others are refused', async () => {
    const quiz = await rest('AUDITOR', 'POST', '/api/audit/quizzes/', { title: 'Выкладка' });
    expect(quiz.status).toBe(200);
    expect(quiz.body).toMatchObject({ title: 'Выкладка', isActive: true });
    const q = [];
    for (const title of ['Чисто?', 'Стенд на месте?', 'Итог']) {
      const res = await rest('AUDITOR', 'POST', '/api/audit/questions/', { title, quiz: quiz.body.id });
      expect(res.body).toMatchObject({ title, isActive: true, isMain: false, order: q.length + 1 });
      q.push(res.body.id);
    }
    const swapped = await rest('HQ', 'PUT', '/api/audit/questions/swap/', { questions: [q[0], q[2]] });
    expect(swapped.status).toBe(200);
    expect(swapped.body.map((x: { title: string }) => x.title)).toEqual([
      'Итог',
      'Стенд на месте?',
      'Чисто?',
    ]);
    const edited = await rest('COORDINATOR', 'PUT', `/api/audit/quizzes/${quiz.body.id}/`, {
      title: 'Выкладка 2',
      is_active: false,
    });
    expect(edited.body).toMatchObject({ title: 'Выкладка 2', isActive: false });
    const bad = await rest('HQ', 'PUT', '/api/audit/questions/swap/', { questions: [q[0]] });
    expect(bad.body.errors.questions).toEqual([AUDIT_MESSAGES.twoQuestions]);
    expect((await rest('HQ', 'POST', '/api/audit/quizzes/', { title: '' })).status).toBe(400);
    // The reads are GraphQL (part 2 §7 "Data queries"): the quizzes, then a quiz's questions.
    const read = await gql('AUDITOR', `{ auditQuizzes { id title isActive } }`);
    expect(read.data.auditQuizzes).toContainEqual({
      id: String(quiz.body.id),
      title: 'Выкладка 2',
      isActive: false,
    });
    const one = await gql(
      'COORDINATOR',
      `query($id: ID!) { auditQuiz(id: $id) { questions { id order } } }`,
      {
        id: quiz.body.id,
      },
    );
    expect(one.data.auditQuiz.questions.map((x: { id: string }) => Number(x.id))).toEqual([q[2], q[1], q[0]]);
    for (const role of ['MANAGER_BU', 'AGENCY_HR', 'AGENCY_MANAGER', 'HELPDESK', 'CONSULTANT'] as Role[]) {
      const refused = await gql(role, `{ auditQuizzes { id } }`);
      expect(refused.errors[0].extensions.code).toBe('FORBIDDEN');
      expect((await rest(role, 'POST', '/api/audit/quizzes/', { title: 'x' })).status).toBe(403);
    }
  });
});

describe('sending, answering and the report', () => {
  it('shows the auditor every session of the day and a coordinator only their consultants’', async () => {
    const auditor = await gql('AUDITOR', SESSIONS, { date: day });
    const ids = auditor.data.auditSessions.map((s: { id: string }) => Number(s.id));
    expect(ids).toContain(teamSession);
    if (otherSession) expect(ids).toContain(otherSession);
    const coordinator = await gql('COORDINATOR', SESSIONS, { date: day });
    const own = coordinator.data.auditSessions.map((s: { id: string }) => Number(s.id));
    expect(own).toContain(teamSession);
    if (otherSession) expect(own).not.toContain(otherSession);
    const bad = await gql('HQ', SESSIONS, { date: '2026-02-30' });
    expect(bad.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect((await gql('CONSULTANT', SESSIONS, { date: day })).errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it('sends a quiz, records its answers with photos once by the sender, and reports them', async () => {
    const quiz = (await rest('AUDITOR', 'POST', '/api/audit/quizzes/', { title: 'Аудит точки' })).body;
    const main = (
      await rest('AUDITOR', 'POST', '/api/audit/questions/', {
        title: 'Стенд чистый?',
        quiz: quiz.id,
        is_main: true,
      })
    ).body;
    const na = (
      await rest('AUDITOR', 'POST', '/api/audit/questions/', {
        title: 'Промо-материалы?',
        quiz: quiz.id,
        can_be_not_applicable: true,
      })
    ).body;
    const plain = (await rest('AUDITOR', 'POST', '/api/audit/questions/', { title: 'Форма?', quiz: quiz.id }))
      .body;
    if (otherSession) {
      const refused = await rest('COORDINATOR', 'POST', '/api/audit/send/', {
        quiz: quiz.id,
        sessions: [otherSession],
      });
      expect(refused.body.errors.sessions).toEqual([AUDIT_MESSAGES.sessionOutOfScope]);
    }
    const sent = await rest('AUDITOR', 'POST', '/api/audit/send/', {
      quiz: quiz.id,
      sessions: [teamSession],
    });
    expect(sent.body.sent).toBe(1);
    const auditId = sent.body.audits[0];
    const listed = await gql('COORDINATOR', AUDITS, { session: teamSession });
    expect(listed.data.audits.map((a: { id: string }) => Number(a.id))).toContain(auditId);
    const sessionAfter = await gql('AUDITOR', SESSIONS, { date: day });
    const sentTo = sessionAfter.data.auditSessions.find((s: { id: string }) => Number(s.id) === teamSession);
    expect(sentTo.audits).toContainEqual({ id: String(auditId), quiz: quiz.id, answered: false });
    expect((await gql('AUDITOR', AUDIT, { id: auditId })).data.audit.canRecord).toBe(true);
    expect((await gql('COORDINATOR', AUDIT, { id: auditId })).data.audit.canRecord).toBe(false);

    const photo = await uploadPhoto('AUDITOR');
    expect(photo.status).toBe(200);
    const text = await uploadPhoto('AUDITOR', Buffer.from('not a photo at all'));
    expect(text.body.errors.photo).toEqual([AUDIT_MESSAGES.photoNotImage]);
    const coordinatorsPhoto = await uploadPhoto('COORDINATOR');

    const answers = (photos: number[]) => ({
      audit: auditId,
      answers: [
        { question: main.id, answer: 'YES', photos },
        { question: plain.id, answer: 'NA' },
      ],
    });
    // Not the sender: refused.
    expect((await rest('COORDINATOR', 'POST', '/api/audit/results/', answers([]))).status).toBe(403);
    // "Not applicable" where the question does not allow it, and another's photo: refused.
    const wrong = await rest('AUDITOR', 'POST', '/api/audit/results/', answers([coordinatorsPhoto.body.id]));
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors['answers[0].photos']).toEqual([AUDIT_MESSAGES.photoRefused]);
    expect(wrong.body.errors['answers[1].answer']).toEqual([AUDIT_MESSAGES.notApplicableRefused]);
    // The main question must be answered.
    const missing = await rest('AUDITOR', 'POST', '/api/audit/results/', {
      audit: auditId,
      answers: [{ question: na.id, answer: 'NA' }],
    });
    expect(missing.body.errors.answers).toEqual([AUDIT_MESSAGES.answerRequired]);
    const ok = await rest('AUDITOR', 'POST', '/api/audit/results/', {
      audit: auditId,
      answers: [
        { question: main.id, answer: 'YES', photos: [photo.body.id], comment: 'Всё на месте' },
        { question: na.id, answer: 'NA' },
        { question: plain.id, answer: 'NO' },
      ],
    });
    expect(ok.status).toBe(200);
    const again = await rest('AUDITOR', 'POST', '/api/audit/results/', answers([]));
    expect(again.body.errors.audit).toEqual([AUDIT_MESSAGES.alreadyAnswered]);

    const view = (await gql('COORDINATOR', AUDIT, { id: auditId })).data.audit;
    expect(view.answeredAt).toBeTruthy();
    expect(view.canRecord).toBe(false);
    expect(view.answers[0]).toMatchObject({ question: main.id, answer: 'YES', photos: [photo.body.id] });
    const image = await h.app.inject({
      method: 'GET',
      url: `/api/audit/photos/${photo.body.id}/`,
      headers: { authorization: `JWT ${await token('HQ')}` },
    });
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(JPEG)).toBe(true);

    const report = await rest('AUDITOR', 'POST', '/api/audit/report/', {
      quiz: quiz.id,
      date_from: '2020-01-01',
      date_to: '2099-12-31',
    });
    expect(report.status).toBe(200);
    let status = { status: '', download_url: '' };
    for (let i = 0; i < 200 && status.status !== 'finished'; i += 1) {
      status = (await rest('AUDITOR', 'GET', report.body.status_url)).body;
      await new Promise((r) => setTimeout(r, 50));
    }
    const file = await h.app.inject({
      method: 'GET',
      url: status.download_url,
      headers: { authorization: `JWT ${await token('AUDITOR')}` },
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.rowCount).toBe(4);
    const rows = [2, 3, 4].map((r) => sheet.getRow(r).values as unknown[]);
    expect(rows.map((r) => r[9])).toEqual(['Стенд чистый?', 'Промо-материалы?', 'Форма?']);
    expect(rows.map((r) => r[10])).toEqual(['Да', 'Неприменимо', 'Нет']);
    expect(rows[0][13]).toBe('Всё на месте');
    expect(rows[0][14]).toBe(1);
    const badDates = await rest('AUDITOR', 'POST', '/api/audit/report/', {
      quiz: quiz.id,
      date_from: '2026-02-02',
      date_to: '2026-02-01',
    });
    expect(badDates.body.errors.date_to).toEqual([AUDIT_MESSAGES.dateOrder]);
  });
});
