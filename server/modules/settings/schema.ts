import { builder } from '../../graphql/builder';
import { gqlError } from '../../http/errors';
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
      if (!ctx.viewer) throw gqlError('UNAUTHENTICATED');
      return ctx.settings ?? browserSettings({});
    },
  }),
);
