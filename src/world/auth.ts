import { z } from 'zod';
import { api, type ApiDef } from './types.ts';
import { message, record } from './returns.ts';

/**
 * Every app gets `login` and `logout`. Username is the email, or the phone number for `phone`;
 * passwords live in the hidden admin table and the user reads theirs from the account store.
 */
export function authApis(app: string): ApiDef[] {
  const byPhone = app === 'phone';
  return [
    api({
      name: 'login',
      method: 'POST',
      auth: false,
      description: `Log in to ${app} and get an access token (valid for ${app} only, 10-30 minutes). Username is the ${byPhone ? 'phone number' : 'email address'}.`,
      params: z.object({
        username: z.string().min(1).describe(byPhone ? 'Phone number of the account.' : 'Email address of the account.'),
        password: z.string().min(1).describe("The account's password (see supervisor.show_account_passwords)."),
      }),
      returns: record('access_token', 'token_type'),
      changes: [],
      errors: ['invalid_credentials: no account with that username and password'],
      handler: (ctx, args) => {
        const person = byPhone ? ctx.personByPhone(args.username) : ctx.personByEmail(args.username);
        const row = person
          ? (ctx.sql('SELECT password FROM admin_passwords WHERE person_id = ? AND app = ?').get(person.id, app) as { password: string } | undefined)
          : undefined;
        if (!person || !row || row.password !== args.password) return ctx.fail(401, 'invalid_credentials', 'Invalid username or password.');
        return ctx.issueToken(person.id);
      },
    }),
    api({
      name: 'logout',
      method: 'DELETE',
      auth: true,
      description: `Log out of ${app}: the access token stops working.`,
      params: z.object({}),
      returns: message(),
      changes: [],
      handler: (ctx) => {
        ctx.revokeToken();
        return { message: 'Successfully logged out.' };
      },
    }),
  ];
}
