import { describe, expect, it } from 'vitest';
import {
  emptyQuestionnaire,
  genderCode,
  type SignUpFormValues,
  serializeAdminSignUp,
  serializeSignUp,
  toEpochSeconds,
  withPhoto,
} from '../../src/pages/signUp/serializer';

const values: SignUpFormValues = {
  role: 'CONSULTANT',
  email: 'ivan@mail.ru',
  password: 'Secretpass123',
  lastName: 'Петров',
  firstName: 'Иван',
  midName: '',
  iin: '900101300123',
  agency: '3',
  city: '2',
  birthDate: '1990-01-01',
  gender: 'FEMALE',
  phone: ' ',
  isAgreementAccepted: true,
  ...emptyQuestionnaire(),
};

const NO_ANSWERS = {
  auto: null,
  education: null,
  english: null,
  passport: null,
  passportDate: null,
  passportDepartment: null,
  address: null,
  fb: null,
  vk: null,
  ok: null,
  instagram: null,
};

describe('data shaping on send (part 1 §5)', () => {
  it('sends gender NO_MATTER as null, MALE as 1, FEMALE as 0', () => {
    expect(genderCode('NO_MATTER')).toBeNull();
    expect(genderCode('MALE')).toBe(1);
    expect(genderCode('FEMALE')).toBe(0);
    expect(genderCode('')).toBeNull();
  });

  it('sends the birth date as epoch seconds, an empty one as null', () => {
    expect(toEpochSeconds('1990-01-01')).toBe(631152000);
    expect(toEpochSeconds('')).toBeNull();
    expect(toEpochSeconds('not a date')).toBeNull();
  });

  it('adds the link’s hash and drops the agency unless an administrator chose it', () => {
    const sent = serializeSignUp(values, { registrationHash: 'abc', chooseAgency: false });
    expect(sent).toEqual({
      role: 'CONSULTANT',
      email: 'ivan@mail.ru',
      password: 'Secretpass123',
      lastName: 'Петров',
      firstName: 'Иван',
      midName: null,
      iin: '900101300123',
      city: '2',
      birthDate: 631152000,
      gender: 0,
      phone: null,
      isAgreementAccepted: true,
      registrationHash: 'abc',
      ...NO_ANSWERS,
    });
    expect(serializeSignUp(values, { registrationHash: 'abc', chooseAgency: true })).toMatchObject({
      agency: '3',
    });
  });

  it('shapes the admin questionnaire the same way', () => {
    const { city: _city, ...person } = values;
    expect(serializeAdminSignUp({ ...person, gender: 'NO_MATTER' })).toMatchObject({
      birthDate: 631152000,
      gender: null,
      agency: '3',
      midName: null,
    });
  });

  it('shapes the questionnaire: auto as a flag, the passport date as epoch seconds, the photo apart', () => {
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'me.jpg', { type: 'image/jpeg' });
    const sent = serializeSignUp(
      { ...values, auto: 'false', english: 'BASIC', passportDate: '2015-01-01', vk: '@me', photo },
      { registrationHash: 'abc', chooseAgency: false },
    );
    expect(sent).toMatchObject({ auto: false, english: 'BASIC', passportDate: 1420070400, vk: '@me' });
    expect(sent).not.toHaveProperty('photo');
    expect(withPhoto(sent, null)).toBe(sent);
    const form = withPhoto(sent, photo) as FormData;
    expect(form.get('photo')).toBeInstanceOf(File);
    expect(form.get('auto')).toBe('false');
    expect(form.get('english')).toBe('BASIC');
    // What is not given is left out, not sent as "null".
    expect(form.has('passport')).toBe(false);
    expect(form.has('midName')).toBe(false);
  });
});
