import { Admin, type AuthProvider, CustomRoutes, Resource } from 'react-admin';
import defaultAuthProvider from '../authProvider';
import dataProvider from '../dataProvider';
import brands, { segmentResource } from '../resources/brands';
import compliments, { complimentTypeResource } from '../resources/compliments';
import devices, { deviceModelResource, deviceResource, deviceTypeResource } from '../resources/devices';
import disclaimers from '../resources/disclaimers';
import formats from '../resources/formats';
import interviewKits from '../resources/interviewKits';
import media from '../resources/media';
import programs, { programCategoryResource } from '../resources/programs';
import scratchCards from '../resources/scratchCards';
import serialNumbers from '../resources/serialNumbers';
import { i18nProvider } from './i18n';
import { ShellLayout } from './layout/Layout';
import { Blank } from './layout/Pending';
import { NoRightsPage, NotFoundPage } from './pages/ErrorPage';
import { LoginRoute, publicRoutes, shellRoutes } from './routes';
import { theme } from './theme';

/** The app; tests pass a fresh auth provider so that each starts like a new page load. */
export const App = ({ authProvider = defaultAuthProvider }: { authProvider?: AuthProvider }) => (
  <Admin
    disableTelemetry
    requireAuth
    dataProvider={dataProvider}
    authProvider={authProvider}
    i18nProvider={i18nProvider}
    layout={ShellLayout}
    loginPage={LoginRoute}
    loading={Blank}
    theme={theme}
    accessDenied={NoRightsPage}
    catchAll={NotFoundPage}
  >
    <Resource name="devices" {...devices} />
    <Resource name="devicemodel" {...deviceModelResource} />
    <Resource name="glocolor" {...deviceResource} />
    <Resource name="devicetype" {...deviceTypeResource} />
    <Resource name="stickbrand" options={{ label: 'Бренды стиков' }} recordRepresentation="title" />
    <Resource name="glostick" options={{ label: 'Стики' }} recordRepresentation="title" />
    <Resource name="brands" {...brands} />
    <Resource name="segments" {...segmentResource} />
    <Resource name="formats" {...formats} />
    <Resource name="compliments" {...compliments} />
    <Resource name="complimenttypes" {...complimentTypeResource} />
    <Resource name="programs" {...programs} />
    <Resource name="programcategories" {...programCategoryResource} />
    <Resource name="disclaimers" {...disclaimers} />
    <Resource name="media" {...media} />
    <Resource name="interview-kits" {...interviewKits} />
    <Resource name="scratch-cards" {...scratchCards} />
    <Resource name="new-devices" {...serialNumbers} />
    <CustomRoutes>{shellRoutes}</CustomRoutes>
    <CustomRoutes noLayout>{publicRoutes}</CustomRoutes>
  </Admin>
);

export default App;
