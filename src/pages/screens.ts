import { lazyScreen } from '../lazy';

/** Every screen of the app, each loaded on first use (part 1 §2). */
export const DashboardScreen = lazyScreen(() => import('./Dashboard'), { coreWords: true });
export const NotYetAvailableScreen = lazyScreen(() => import('./NotYetAvailable'), { coreWords: true });
export const LoginScreen = lazyScreen(() => import('./LoginPage'), { coreWords: true });
export const OtpScreen = lazyScreen(() => import('./OtpPage'), { coreWords: true });
export const SignUpScreen = lazyScreen(() => import('./signUp/SignUpPage'));
export const RegistrationCompleteScreen = lazyScreen(() => import('./signUp/RegistrationCompletePage'));
export const EmailVerificationScreen = lazyScreen(() => import('./EmailVerificationPage'));
export const PasswordRecoveryRequestScreen = lazyScreen(
  () => import('./password/PasswordRecoveryRequestPage'),
);
export const PasswordRecoveryScreen = lazyScreen(() => import('./password/PasswordRecoveryPage'));
export const UserAddScreen = lazyScreen(() => import('./userAdd/UserAddPage'));
export const ProfileScreen = lazyScreen(() => import('../../resources/profile/ProfilePage'));
export const ProfileEditScreen = lazyScreen(() => import('../../resources/profile/ProfileEditPage'));
export const AgencyScreen = lazyScreen(() => import('../../resources/agencies/AgencyPage'));
export const AgencyEditScreen = lazyScreen(() => import('../../resources/agencies/AgencyEditPage'));
export const SessionTimelineScreen = lazyScreen(
  () => import('../../resources/sessions/timeline/SessionTimelinePage'),
);
export const SpotScreen = lazyScreen(() => import('../../resources/spots/SpotPage'));
export const SessionsPlanningScreen = lazyScreen(
  () => import('../../resources/sessions/calendar/SessionsPlanningPage'),
);
export const SessionsViewScreen = lazyScreen(
  () => import('../../resources/sessions/calendar/SessionsViewPage'),
);
export const SessionsSearchScreen = lazyScreen(() => import('../../resources/sessions/SessionsSearchPage'));
export const SessionsEditScreen = lazyScreen(() => import('../../resources/sessions/SessionsEditPage'));
export const ActivityScreen = lazyScreen(() => import('../../resources/activities/page/ActivityPage'));
export const ActivityEditorScreen = lazyScreen(
  () => import('../../resources/activities/editor/ActivityEditorPage'),
);
export const ActivityPreviewScreen = lazyScreen(
  () => import('../../resources/activities/editor/ActivityPreviewPage'),
);
export const ActivityLiveScreen = lazyScreen(
  () => import('../../resources/activities/page/ActivityLivePage'),
);
export const ActionEditorScreen = lazyScreen(
  () => import('../../resources/activities/action/ActionEditorPage'),
);
