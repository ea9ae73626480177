import activities from './activities';
import agencies from './agencies';
import alerts from './alerts';
import audit from './audit';
import brands from './brands';
import cigarettes from './cigarettes';
import compliments from './compliments';
import dataMatrixes from './dataMatrixes';
import devices from './devices';
import disclaimers from './disclaimers';
import employees from './employees';
import equipment from './equipment';
import formats from './formats';
import interviewKits from './interviewKits';
import liveMap from './liveMap';
import media from './media';
import payroll from './payroll';
import photoCheck from './photoCheck';
import pointsCoverage from './pointsCoverage';
import profile from './profile';
import programs from './programs';
import publicLinks from './publicLinks';
import type { EntityRegistration } from './registration';
import scratchCards from './scratchCards';
import serialNumbers from './serialNumbers';
import sessions from './sessions';
import spots from './spots';
import stats from './stats';
import tradePoints from './tradePoints';

/**
 * Every entity, once: App renders their <Resource>s, the data provider folds their queries,
 * REST routes and serializers. Adding an entity is its folder and one line here.
 */
export const registrations: readonly EntityRegistration[] = [
  devices,
  brands,
  formats,
  compliments,
  programs,
  disclaimers,
  media,
  interviewKits,
  scratchCards,
  serialNumbers,
  employees,
  agencies,
  profile,
  activities,
  sessions,
  spots,
  tradePoints,
  pointsCoverage,
  dataMatrixes,
  cigarettes,
  equipment,
  stats,
  liveMap,
  alerts,
  publicLinks,
  photoCheck,
  audit,
  payroll,
];

export default registrations;
