/**
 * Public links (part 1 §2 "KPI page and Calculation page (public)"): a page open without a login at
 * /{kind}/{token} that shows one object (an activity's KPIs now; a payroll calculation later) for
 * one period. The kind names both the page and what the link's object id refers to.
 */
export const PUBLIC_LINK_KINDS = ['kpi', 'calculation'] as const;
export type PublicLinkKind = (typeof PUBLIC_LINK_KINDS)[number];

export const isPublicLinkKind = (value: unknown): value is PublicLinkKind =>
  (PUBLIC_LINK_KINDS as readonly unknown[]).includes(value);

/** The page a link opens, as the browser routes it. */
export const publicLinkPath = (kind: PublicLinkKind, token: string) => `/${kind}/${token}`;

/** A link's state as HQ sees it in the list. */
export type PublicLinkState = 'ACTIVE' | 'REVOKED' | 'EXPIRED';

/** The longest period one link may show (a year and a day): its page reads that many days. */
export const PUBLIC_LINK_MAX_DAYS = 366;
