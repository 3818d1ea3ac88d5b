import { z } from 'zod';
import { api, type ApiDef } from '../../types.ts';
import { list, message, record } from '../../returns.ts';
import { insertRow, pageParams, paginate } from '../common.ts';
import { contactView, requireContact, type ContactRow } from './store.ts';

const contactId = z.number().int().describe('Id of the contact.');

/** Favourite contacts, in the order they were added. A favourite whose contact is deleted stays inert. */
export const favoriteApis: ApiDef[] = [
  api({
    name: 'show_favorite_contacts',
    method: 'GET',
    auth: true,
    description: 'List your favourite contacts in the order you added them.',
    params: z.object({ ...pageParams }),
    returns: list(record('contact_id', 'first_name', 'last_name', 'email', 'phone_number', 'relationships', '...', 'added_at')),
    changes: [],
    handler: (ctx, args) => {
      // A deleted contact drops out of the list (its favourite row stays inert).
      const rows = ctx
        .sql('SELECT c.*, f.added_at AS favorite_added_at FROM phone_favorite_contacts f JOIN phone_contacts c ON c.id = f.contact_id WHERE f.user_id = ? ORDER BY f.added_at, f.id')
        .all(ctx.user.id) as (ContactRow & { favorite_added_at: string })[];
      return paginate(rows, args).map((r) => ({ ...contactView(r), added_at: r.favorite_added_at }));
    },
  }),
  api({
    name: 'add_contact_to_favorites',
    method: 'POST',
    auth: true,
    description: 'Mark a contact as a favourite.',
    params: z.object({ contact_id: contactId }),
    returns: message(),
    changes: ['phone.favorite_contacts'],
    errors: ['contact_not_found: no such contact', 'not_owner: the contact is in someone else’s phone', 'already_favorite: the contact is already a favourite'],
    handler: (ctx, args) => {
      const contact = requireContact(ctx, args.contact_id);
      if (ctx.sql('SELECT 1 FROM phone_favorite_contacts WHERE user_id = ? AND contact_id = ?').get(ctx.user.id, contact.id)) {
        return ctx.fail(409, 'already_favorite', 'The contact is already a favourite.');
      }
      insertRow(ctx, 'phone_favorite_contacts', { user_id: ctx.user.id, contact_id: contact.id, added_at: ctx.now() });
      return { message: 'Contact added to favourites.' };
    },
  }),
  api({
    name: 'remove_contact_from_favorites',
    method: 'DELETE',
    auth: true,
    description: 'Remove a contact from your favourites.',
    params: z.object({ contact_id: contactId }),
    returns: message(),
    changes: ['phone.favorite_contacts'],
    errors: ['not_favorite: the contact is not a favourite'],
    handler: (ctx, args) => {
      const result = ctx.sql('DELETE FROM phone_favorite_contacts WHERE user_id = ? AND contact_id = ?').run(ctx.user.id, args.contact_id);
      if (result.changes === 0) return ctx.fail(409, 'not_favorite', `The contact ${args.contact_id} is not a favourite.`);
      return { message: 'Contact removed from favourites.' };
    },
  }),
];
