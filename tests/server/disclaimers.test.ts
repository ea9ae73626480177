import { beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../../domain/roles';
import { withServer } from './harness';

const h = withServer();
const tokens = {} as Record<Role, string>;
const REFUSED = ROLES.filter((r) => r !== 'HQ');

const LIST = `query ($enabled: Boolean) {
  disclaimers(enabled: $enabled, first: 100) {
    totalCount edges { node { id title displayName buttonTitle content enabled user { id lastName } } }
  }
}`;
const list = async (enabled?: boolean) =>
  (await h.gql(tokens.HQ, LIST, { enabled })).data.disclaimers.edges.map((e: any) => e.node);

const valid = {
  title: 'Согласие на фото',
  displayName: 'Фотосъёмка',
  buttonTitle: 'Согласен',
  content: '<p>Я согласен на <strong>фотосъёмку</strong>.</p>',
  enabled: true,
};

beforeAll(async () => {
  for (const role of ROLES) tokens[role] = await h.login(role);
});

describe('disclaimers', () => {
  it('lists the seeded disclaimers, and only the enabled ones when asked', async () => {
    expect((await list()).length).toBe(3);
    const enabled = await list(true);
    expect(enabled.map((d: any) => d.title)).toEqual([
      'Подтверждение совершеннолетия',
      'Согласие на обработку персональных данных',
    ]);
  });

  it('HQ creates one; the author is the caller whatever the payload says', async () => {
    const res = await h.rest('POST', '/api/disclaimer/', tokens.HQ, { ...valid, user: 99999 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      title: 'Согласие на фото',
      enabled: true,
      user: { lastName: 'Ахметова' },
    });
    expect(res.body.content).toBe('<p>Я согласен на <strong>фотосъёмку</strong>.</p>');
    expect((await list()).map((d: any) => d.title)).toContain('Согласие на фото');
  });

  it('never stores a script, an event handler or a javascript: link', async () => {
    const res = await h.rest('POST', '/api/disclaimer/', tokens.HQ, {
      ...valid,
      title: 'Опасный',
      content:
        '<p onclick="steal()" style="text-align: center; position: fixed">Текст<script>alert(1)</script></p>' +
        '<img src="x" onerror="alert(2)"><a href="javascript:alert(3)" onmouseover="x()">ссылка</a>' +
        '<iframe src="https://evil.example"></iframe><p style="color: #ff0000">красный</p>',
    });
    expect(res.status).toBe(201);
    const stored = (await list()).find((d: any) => d.title === 'Опасный').content;
    for (const html of [res.body.content, stored]) {
      expect(html).not.toMatch(/<script|onclick|onerror|onmouseover|javascript:|<iframe|position/i);
      expect(html).toContain('<p style="text-align:center">Текст</p>');
      expect(html).toContain('<p style="color:#ff0000">красный</p>');
    }
  });

  it('markup that is only a script is no content', async () => {
    const res = await h.rest('POST', '/api/disclaimer/', tokens.HQ, {
      ...valid,
      content: '<script>alert(1)</script><p></p>',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ content: ['Это обязательное поле'] });
  });

  it('edits with PUT, and sanitises again', async () => {
    const [target] = await list();
    const res = await h.rest('PUT', `/api/disclaimer/${target.id}/`, tokens.HQ, {
      ...valid,
      title: 'Новое название',
      content: '<p>Новый текст<script>x</script></p>',
      enabled: false,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: Number(target.id), title: 'Новое название', enabled: false });
    expect(res.body.content).toBe('<p>Новый текст</p>');
  });

  it('answers 400 with per-field messages for bad input', async () => {
    const res = await h.rest('POST', '/api/disclaimer/', tokens.HQ, {
      title: '',
      displayName: 'x'.repeat(256),
      buttonTitle: 'x'.repeat(101),
      enabled: 'maybe',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      title: ['Это обязательное поле'],
      displayName: ['Не более 255 символов'],
      buttonTitle: ['Не более 100 символов'],
      content: ['Это обязательное поле'],
      enabled: ['Это обязательное поле'],
    });
    expect(await h.count(`select count(*) from disclaimers where title = ''`)).toBe(0);
  });

  it('deletes (soft): the disclaimer is no longer listed nor readable, and a second delete is 404', async () => {
    const created = (await h.rest('POST', '/api/disclaimer/', tokens.HQ, { ...valid, title: 'Удаляемый' }))
      .body;
    expect((await h.rest('DELETE', `/api/disclaimer/${created.id}/`, tokens.HQ)).status).toBe(204);
    expect((await list()).map((d: any) => d.id)).not.toContain(Number(created.id));
    const one = await h.gql(tokens.HQ, `{ disclaimer(id: ${created.id}) { id } }`);
    expect(one.data.disclaimer).toBeNull();
    expect((await h.rest('DELETE', `/api/disclaimer/${created.id}/`, tokens.HQ)).status).toBe(404);
    expect((await h.rest('PUT', `/api/disclaimer/${created.id}/`, tokens.HQ, valid)).status).toBe(404);
  });

  it.each(REFUSED)('%s may neither read nor write disclaimers', async (role) => {
    const res = await h.gql(tokens[role], LIST, {});
    expect(res.errors[0].extensions.code).toBe('FORBIDDEN');
    const write = await h.rest('POST', '/api/disclaimer/', tokens[role], valid);
    expect(write.status).toBe(403);
    expect(write.body.detail).toBe('Извините, у вас нет прав!');
  });

  it('refuses an anonymous write with 401', async () => {
    expect((await h.rest('POST', '/api/disclaimer/', null, valid)).status).toBe(401);
  });
});
