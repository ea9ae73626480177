import { ALERT_RULES } from '../../domain/alerts';
import { type AlertNode, clock, dateTime } from './api';

/** What the rule saw, in the reader's words: the delay, the reason, the distance or the contacts. */
export const alertDetails = (
  alert: AlertNode,
  translate: (key: string, options?: object) => string,
  locale: string,
): string => {
  const key = `app.alerts.details.${alert.kind}`;
  switch (alert.kind) {
    case 'LATE_START':
      return translate(key, {
        minutes: alert.lateMinutes ?? ALERT_RULES.lateStartMinutes,
        time: clock(alert.session.plannedStartTime),
      });
    case 'MISSED':
      return translate(key, { time: dateTime(alert.session.plannedEndTime, locale) });
    case 'CORRUPTED':
      return translate(key, { reason: translate(alert.reason ?? '', { _: alert.reason ?? '—' }) });
    case 'FAR_FROM_SPOT':
      return translate(key, {
        distance: alert.distanceMeters ?? '—',
        limit: ALERT_RULES.farFromSpotMeters,
        time: clock(alert.pingTime),
      });
    case 'LOW_CONTACTS':
      return translate(key, { contacts: alert.contacts ?? 0, plan: alert.planPerHour ?? '—' });
    default:
      return '';
  }
};
