import type { FastifyInstance } from 'fastify';
import { parseInput } from '@/server/http/validate';
import {
  WATCH_SETTINGS_PATH,
  watchSettingsSchema,
  type WatchSettings,
} from '@/shared/where-to-watch/watch-providers';
import { validRegion } from '@/shared/where-to-watch/watch-regions';
import { askingAccount, type ProfilesContext } from '../profiles-context';
import { profileErrors } from '../profile-errors';
import type { ProfileRow } from '../profile-rows';

/** The stored settings as the API answers them; anything unreadable reads as not chosen. */
function settingsOf(row: ProfileRow): WatchSettings {
  const ids = row.watch_providers
    .split('|')
    .filter(Boolean)
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);
  return { region: validRegion(row.watch_region), providers: [...new Set(ids)] };
}

/**
 * GET and PUT /api/profiles/watch-settings (issue 34): the country and 'My services' of the
 * profile this device watches as, which every device of that profile reads. A kids profile keeps
 * its own too (they only change what its title pages show). The plugin checks a PUT's origin.
 */
export function registerWatchSettingsRoute(app: FastifyInstance, context: ProfilesContext) {
  const acting = async (request: Parameters<typeof askingAccount>[1]) => {
    const asking = await askingAccount(context, request);
    if (!asking.acting) throw profileErrors.profileLocked();
    return asking.acting;
  };

  app.get(WATCH_SETTINGS_PATH, async (request) => settingsOf(await acting(request)));

  app.put(WATCH_SETTINGS_PATH, async (request) => {
    const profile = await acting(request);
    const body = parseInput(watchSettingsSchema, request.body);
    await context.db
      .updateTable('profile')
      .set({ watch_region: body.region, watch_providers: body.providers.join('|') })
      .where('id', '=', profile.id)
      .where('user_id', '=', profile.user_id)
      .execute();
    return body;
  });
}
