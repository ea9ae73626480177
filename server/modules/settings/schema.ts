import { authorize, builder } from '../../graphql/builder';
import { type BrowserSettings, browserSettings } from './routes';

const Settings = builder.objectRef<BrowserSettings>('BrowserSettings').implement({
  description: "What the browser reads of the server's settings.",
  fields: (t) => ({
    tileUrl: t.exposeString('tileUrl', { description: "The map tiles' URL template (TILE_URL)." }),
  }),
});

builder.queryField('settings', (t) =>
  t.field({
    type: Settings,
    description: "The server's settings for the browser, for any logged-in user (as GET /api/settings/).",
    resolve: (_root, _args, ctx) => {
      // Every role reads its profile: the permission of 'any logged-in user'.
      authorize(ctx, 'profile.read');
      return ctx.settings ?? browserSettings({});
    },
  }),
);
