import type { ShellSession } from '../../src/layout/profile';
import type { QuestionnaireAnswers } from './questionnaire';

export interface ProfilePerson {
  id: string;
  role: string;
  firstName: string;
  lastName: string;
  photo?: string | null;
  phone?: string | null;
  email?: string | null;
}
export interface TeamMember extends ProfilePerson {
  managerId: string | null;
  depth: number;
}
export interface ProfileEvent {
  id: string;
  kind: string;
  details: string;
  createdAtStr: string;
  actor: { id: string; firstName: string; lastName: string; role: string } | null;
}
type Titled = { id: string; title: string };

/** "Profile (full)" of part 1 §3 as the profile page reads it (resources/profile/queries.ts). */
export interface FullProfile extends QuestionnaireAnswers {
  id: string;
  firstName: string;
  lastName: string;
  midName?: string | null;
  birthDate?: number | null;
  phone?: string | null;
  photo?: string | null;
  email: string;
  role: string;
  verifiedByAgency?: boolean | null;
  isFired: boolean;
  firedReason?: string | null;
  firedTimeStr?: string | null;
  startWorkTime?: number | null;
  verifiedUntil?: number | null;
  latitude?: number | null;
  longitude?: number | null;
  height?: number | null;
  weight?: number | null;
  closeSize?: string | null;
  breastSize?: number | null;
  waistSize?: number | null;
  thighSize?: number | null;
  features?: string | null;
  city?: Titled | null;
  agency?: {
    id: string;
    title: string;
    logo?: string | null;
    phone?: string | null;
    address?: string | null;
    email?: string | null;
    region?: Titled | null;
    city?: Titled | null;
  } | null;
  manager?: ProfilePerson | null;
  region?: Titled | null;
  userSet: ProfilePerson[];
  crManager?: { id: string; name: string } | null;
  spotResponsible?: { id: string; fullName: string } | null;
  cities: Titled[];
  /** Whether the viewer is shown the questionnaire (their own, or they approve staff). */
  questionnaireVisible?: boolean;
  departments?: (Titled & { type: string })[];
  history: ProfileEvent[];
  lastActiveSession?: ShellSession | null;
  nearestPlannedSession?: ShellSession | null;
}
