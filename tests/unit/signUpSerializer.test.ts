import { describe, expect, it } from 'vitest';
import {
  genderCode,
  type SignUpFormValues,
  serializeAdminSignUp,
  serializeSignUp,
  toEpochSeconds,
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
});
