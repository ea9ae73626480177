import { fullName } from '../csv';
import { defineExport, pageOf } from './types';

interface SessionNode {
  id: string;
  plannedStartTime: number | null;
  plannedEndTime: number | null;
  startTime: number | null;
  stopTime: number | null;
  hourCount: number;
  status: string;
  corruptedReason: string | null;
  consultant: { firstName: string; lastName: string };
  activity: { title: string } | null;
  spot: { title: string; address: string | null; customerNumber: string | null } | null;
  city: { title: string } | null;
  region: { title: string } | null;
}

/** Session statuses in Russian (part 1 §4), as the list's chips and the CSV show them. */
export const SESSION_STATUS_LABELS: Record<string, string> = {
  PLANNED: 'Запланирована',
  STARTED: 'Начата',
  COMPLETED: 'Завершена',
  MISSED: 'Пропущена',
  CORRUPTED: 'Некорректна',
  DELETED: 'Удалена',
};

/** The sessions list and sessions-search: one export, the list's filters (and free text) decide. */
export const sessionsExport = defineExport<SessionNode>({
  resource: 'sessions',
  fileName: 'sessions',
  field: 'sessions',
  document: `query ($first: Int, $after: String, $orderBy: String, $status_In: [String!], $dateFrom: String,
    $dateTo: String, $dayFrom: String, $dayTo: String, $timeZone: String, $consultant: ID, $consultant_Manager: ID,
    $activity: ID, $spot: ID, $city: ID, $region: ID, $search: String) {
    sessions(first: $first, after: $after, orderBy: $orderBy, status_In: $status_In, dateFrom: $dateFrom,
      dateTo: $dateTo, dayFrom: $dayFrom, dayTo: $dayTo, timeZone: $timeZone, consultant: $consultant,
      consultant_Manager: $consultant_Manager, activity: $activity, spot: $spot, city: $city, region: $region,
      search: $search) {
      ${pageOf(`id plannedStartTime plannedEndTime startTime stopTime hourCount status corruptedReason
        consultant { firstName lastName } activity { title } spot { title address customerNumber }
        city { title } region { title }`)}
    }
  }`,
  header: [
    'ID',
    'Дата',
    'Плановое начало',
    'Плановое окончание',
    'Начало',
    'Окончание',
    'Часы',
    'Статус',
    'Консультант',
    'Проект',
    'Точка',
    'Адрес',
    'Номер клиента',
    'Город',
    'Регион',
    'Причина некорректности',
  ],
  rows: (s, dates) => [
    [
      s.id,
      dates.date(s.plannedStartTime),
      dates.dateTime(s.plannedStartTime),
      dates.dateTime(s.plannedEndTime),
      dates.dateTime(s.startTime),
      dates.dateTime(s.stopTime),
      s.hourCount,
      SESSION_STATUS_LABELS[s.status] ?? s.status,
      fullName(s.consultant),
      s.activity?.title,
      s.spot?.title,
      s.spot?.address,
      s.spot?.customerNumber,
      s.city?.title,
      s.region?.title,
      s.corruptedReason,
    ],
  ],
});
