import type { AppName } from '../../schemas/world.ts';
import { authApis } from '../auth.ts';
import type { AppModule } from '../types.ts';
import { admin } from './admin/index.ts';
import { amazon } from './amazon/index.ts';
import { file_system } from './file_system/index.ts';
import { gmail } from './gmail/index.ts';
import { phone } from './phone/index.ts';
import { simple_note } from './simple_note/index.ts';
import { splitwise } from './splitwise/index.ts';
import { spotify } from './spotify/index.ts';
import { supervisor } from './supervisor/index.ts';
import { todoist } from './todoist/index.ts';
import { venmo } from './venmo/index.ts';

/** The nine service apps, each with generated login/logout APIs. */
export const serviceApps = {
  spotify,
  amazon,
  gmail,
  phone,
  venmo,
  splitwise,
  todoist,
  simple_note,
  file_system,
} as const satisfies Record<AppName, AppModule>;

function withAuth(module: AppModule): AppModule {
  return { ...module, apis: [...authApis(module.name), ...module.apis] };
}

/**
 * Every module of a world, in seeding order: people first, then the account store, then the
 * file system (other apps write files), then the rest.
 */
export const worldModules: readonly AppModule[] = [
  admin,
  supervisor,
  withAuth(file_system),
  withAuth(spotify),
  withAuth(amazon),
  withAuth(gmail),
  withAuth(phone),
  withAuth(venmo),
  withAuth(splitwise),
  withAuth(todoist),
  withAuth(simple_note),
];

/** Apps whose APIs generators may be given (the nine, plus the account store). */
export const documentedApps: readonly string[] = ['supervisor', ...Object.keys(serviceApps)];
