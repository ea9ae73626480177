import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { userEvents, users } from '../schema';
import type { People } from './people';
import type { Places } from './places';
import { at, type Tx } from './util';

const EMPLOYEE_ROLES = ['CONSULTANT', 'COORDINATOR', 'AGENCY_MANAGER'];

/**
 * The agencies' staff lists (issue 4): approval terms of the approved staff (one ending within a
 * week, none over), more applicants awaiting approval, a second dismissal, and their history.
 */
export const seedEmployees = async (tx: Tx, passwordHash: string, places: Places, people: People) => {
  const { promo, vector, south, center, almaty, astana } = places;
  const approved = await tx
    .select({ id: users.id, email: users.email, agencyId: users.agencyId })
    .from(users)
    .where(
      and(
        eq(users.verifiedByAgency, true),
        eq(users.isFired, false),
        isNotNull(users.agencyId),
        inArray(users.role, EMPLOYEE_ROLES),
      ),
    )
    .orderBy(users.id);
  // Terms end 5 days to five months ahead, so the lists show soon-to-end and long approvals.
  const terms = [5, 40, 95, 150, 21, 70, 120, 12, 60, 180];
  const hr = await tx
    .select({ id: users.id, agencyId: users.agencyId })
    .from(users)
    .where(eq(users.role, 'AGENCY_HR'));
  const hrOf = (agencyId: number | null) => hr.find((h) => h.agencyId === agencyId)?.id ?? null;
  for (const [i, person] of approved.entries()) {
    const until = at(terms[i % terms.length], 23);
    await tx.update(users).set({ verifiedUntil: until }).where(eq(users.id, person.id));
    await tx.insert(userEvents).values({
      userId: person.id,
      actorId: hrOf(person.agencyId),
      kind: 'APPROVED',
      details: { startWorkTime: at(-200, 9).toISOString(), verifiedUntil: until.toISOString(), period: 6 },
      createdAt: at(-200, 10),
    });
  }

  // The questionnaire HR reads when approving (part 1 §3 "Registration form"): the newest
  // applicants answered it whole or in part, as sign-ups do; older ones left it empty.
  const answers: Record<string, Partial<typeof users.$inferInsert>> = {
    'a.zhakupova@demo.kz': {
      auto: false,
      education: 'INCOMPLETE_HIGHER',
      english: 'INTERMEDIATE',
      passport: 'N12345678',
      passportDate: new Date('2021-03-15T00:00:00Z'),
      passportDepartment: 'МВД РК',
      address: 'Алматы, мкр. Самал-2, д. 58, кв. 14',
      instagram: 'https://instagram.com/aliya.zhakupova',
      birthDate: new Date('2003-08-02T00:00:00Z'),
    },
    'r.kim@demo.kz': {
      auto: true,
      education: 'HIGHER',
      english: 'ADVANCED',
      passport: 'N87654321',
      passportDate: new Date('2019-11-20T00:00:00Z'),
      passportDepartment: 'МВД РК',
      address: 'Алматы, ул. Толе би, 180',
      fb: 'https://facebook.com/roman.kim.kz',
      birthDate: new Date('1998-01-25T00:00:00Z'),
    },
    'g.serikova@demo.kz': {
      education: 'VOCATIONAL',
      english: 'BASIC',
      address: 'Астана, пр. Кабанбай батыра, 11',
      vk: 'https://vk.com/g.serikova',
    },
  };
  const applicant = (
    email: string,
    lastName: string,
    firstName: string,
    midName: string,
    daysAgo: number,
    role = 'CONSULTANT',
    inVector = false,
  ) => ({
    email,
    role,
    lastName,
    firstName,
    midName,
    passwordHash,
    verifiedByAgency: null,
    createdAt: at(-daysAgo, 11),
    ...answers[email],
    ...(inVector
      ? { agencyId: vector.id, regionId: center.id, cityId: astana.id }
      : { agencyId: promo.id, regionId: south.id, cityId: almaty.id }),
  });
  await tx
    .insert(users)
    .values([
      applicant('a.zhakupova@demo.kz', 'Жакупова', 'Алия', 'Муратовна', 1),
      applicant('r.kim@demo.kz', 'Ким', 'Роман', 'Олегович', 2),
      applicant('s.nurpeisov@demo.kz', 'Нурпеисов', 'Санжар', 'Бахытович', 3, 'COORDINATOR'),
      applicant('t.pak@demo.kz', 'Пак', 'Татьяна', 'Игоревна', 4),
      applicant('i.volkova@demo.kz', 'Волкова', 'Ирина', 'Сергеевна', 6),
      applicant('m.baimukhanov@demo.kz', 'Баймуханов', 'Марат', 'Ерболович', 8),
      applicant('g.serikova@demo.kz', 'Серикова', 'Гульнара', 'Айдаровна', 2, 'CONSULTANT', true),
    ]);

  const [fired] = await tx
    .insert(users)
    .values({
      email: 'o.tokarev@demo.kz',
      role: 'CONSULTANT',
      lastName: 'Токарев',
      firstName: 'Олег',
      midName: 'Павлович',
      passwordHash,
      managerId: people.coordinator.id,
      agencyId: promo.id,
      regionId: south.id,
      cityId: almaty.id,
      verifiedByAgency: false,
      isFired: true,
      firedReason: 'Нарушение стандартов работы на точке',
      firedTime: at(-12, 17),
      startWorkTime: at(-120, 9),
      createdAt: at(-125, 10),
    })
    .returning({ id: users.id });
  const [li] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'e.li@demo.kz'));
  await tx.insert(userEvents).values([
    {
      userId: fired.id,
      actorId: hrOf(promo.id),
      kind: 'FIRED',
      details: { reason: 'Нарушение стандартов работы на точке', firedTime: at(-12, 17).toISOString() },
      createdAt: at(-12, 17),
    },
    ...(li
      ? [
          {
            userId: li.id,
            actorId: hrOf(promo.id),
            kind: 'FIRED',
            details: { reason: 'Собственное желание', firedTime: at(-30, 18).toISOString() },
            createdAt: at(-30, 18),
          },
        ]
      : []),
  ]);
};
