import { sql } from 'drizzle-orm';
import type { Tx } from './util';

/**
 * Payroll's demo data (issue 25): two departments with the demo consultants in them (the
 * attendance dialog chooses people by department), and the device colour of every third demo
 * registration (the bonus form's Model and Color filters find new customers). A few statements,
 * whatever the history's size.
 */
export const seedPayroll = async (tx: Tx) => {
  await tx.execute(sql`
    insert into departments (type, title)
    select v.type, v.title from (values ('SALES', 'Продажи'), ('TRADE_MARKETING', 'Трейд-маркетинг')) v(type, title)
    where not exists (select 1 from departments d where d.title = v.title)`);
  await tx.execute(sql`
    insert into user_departments (user_id, department_id)
    select u.id, d.id from users u
    join departments d on d.title = case when u.id % 2 = 0 then 'Продажи' else 'Трейд-маркетинг' end
    where u.role = 'CONSULTANT' and u.has_sessions
    on conflict do nothing`);
  await tx.execute(sql`
    with colours as (select id, row_number() over (order by id) - 1 as n, count(*) over () as total
                     from devices where not is_deleted)
    update contact_events e set device_id = c.id
    from colours c
    where e.registration_time is not null and e.device_id is null and e.id % 3 = 0
      and c.n = (e.id / 3) % c.total`);
};
