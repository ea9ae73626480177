/** Every table; drizzle-kit reads this file (drizzle.config.ts). One file per area under tables/. */

export * from './tables/activities';
export * from './tables/alerts';
export * from './tables/assignments';
export * from './tables/audit';
export * from './tables/backOffice';
export * from './tables/catalog';
export * from './tables/content';
export * from './tables/core';
export * from './tables/jobs';
export * from './tables/map';
export * from './tables/payroll';
export * from './tables/publicLinks';
export * from './tables/sessions';
export * from './tables/staff';
export * from './tables/stats';
