import { z } from 'zod';
import { api, type ApiContext, type ApiDef } from '../../types.ts';
import { field, list, message, record, value } from '../../returns.ts';
import { insertRow, matchesQuery, pageParams, paginate, sortParam, sortRows, updateFields } from '../common.ts';
import { RELATIONSHIPS, contactView, normalizePhone, requireContact, type ContactRow } from './store.ts';

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const relationships = z.array(z.enum(RELATIONSHIPS));
const contactId = z.number().int().describe('Id of the contact.');
const OWNED = ['contact_not_found: no such contact', 'not_owner: the contact is in someone else’s phone'];

function checkPhone(ctx: ApiContext, raw: string, exceptId?: number): string {
  const phone = normalizePhone(raw);
  if (phone.length < 7 || phone.length > 15) return ctx.fail(422, 'invalid_phone_number', `"${raw}" is not a phone number.`);
  const clash = ctx.sql('SELECT id FROM phone_contacts WHERE owner_id = ? AND phone_number = ? AND id != ?').get(ctx.user.id, phone, exceptId ?? -1) as { id: number } | undefined;
  if (clash) return ctx.fail(409, 'already_exists', `A contact with the phone number ${phone} already exists (contact_id ${clash.id}).`);
  return phone;
}

export const contactApis: ApiDef[] = [
  api({
    name: 'show_contact_relationships',
    method: 'GET',
    auth: true,
    description: 'The relationship names a contact can have.',
    params: z.object({}),
    returns: value('string[]'),
    changes: [],
    handler: () => [...RELATIONSHIPS],
  }),
  api({
    name: 'search_contacts',
    method: 'GET',
    auth: true,
    description: 'Search your contacts by name, email or phone number, and/or by relationship.',
    params: z.object({
      query: z.string().optional().describe('Text to look for in name, email or phone number.'),
      relationship: z.enum(RELATIONSHIPS).optional().describe('Only contacts with this relationship.'),
      sort_by: sortParam(['first_name', 'last_name', 'birthday', 'created_at'], '+first_name'),
      ...pageParams,
    }),
    returns: list(record('contact_id', 'first_name', 'last_name', 'email', 'phone_number', field('relationships', list()), 'birthday', 'home_address', 'work_address', 'created_at')),
    changes: [],
    handler: (ctx, args) => {
      const rows = ctx.sql('SELECT * FROM phone_contacts WHERE owner_id = ? ORDER BY id').all(ctx.user.id) as ContactRow[];
      const phoneQuery = args.query ? normalizePhone(args.query) : '';
      const hits = rows
        .filter((r) => matchesQuery(args.query, `${r.first_name} ${r.last_name}`, r.email, r.phone_number) || (phoneQuery.length >= 3 && r.phone_number.includes(phoneQuery)))
        .filter((r) => args.relationship === undefined || r.relationships.includes(`"${args.relationship}"`));
      return paginate(sortRows(hits, args.sort_by), args).map(contactView);
    },
  }),
  api({
    name: 'show_contact',
    method: 'GET',
    auth: true,
    description: 'Show one contact.',
    params: z.object({ contact_id: contactId }),
    returns: record('contact_id', 'first_name', 'last_name', 'email', 'phone_number', field('relationships', list()), 'birthday', 'home_address', 'work_address', 'created_at'),
    changes: [],
    errors: OWNED,
    handler: (ctx, args) => contactView(requireContact(ctx, args.contact_id)),
  }),
  api({
    name: 'add_contact',
    method: 'POST',
    auth: true,
    description: 'Add a contact. Phone numbers are stored as digits only and must be unique in your contacts.',
    params: z.object({
      first_name: z.string().trim().min(1).describe('First name.'),
      last_name: z.string().trim().default('').describe('Last name.'),
      phone_number: z.string().min(1).describe('Phone number (any formatting).'),
      email: z.email().optional().describe('Email address.'),
      relationships: relationships.default([]).describe('Relationships to you (see show_contact_relationships).'),
      birthday: date.optional().describe('Birthday, YYYY-MM-DD.'),
      home_address: z.string().optional().describe('Home address.'),
      work_address: z.string().optional().describe('Work address.'),
    }),
    returns: message('contact_id'),
    changes: ['phone.contacts'],
    errors: ['already_exists: a contact has this phone number', 'invalid_phone_number: too few or too many digits'],
    handler: (ctx, args) => {
      const phone = checkPhone(ctx, args.phone_number);
      const id = insertRow(ctx, 'phone_contacts', {
        owner_id: ctx.user.id,
        first_name: args.first_name,
        last_name: args.last_name,
        email: args.email ?? null,
        phone_number: phone,
        relationships: [...new Set(args.relationships)],
        birthday: args.birthday ?? null,
        home_address: args.home_address ?? null,
        work_address: args.work_address ?? null,
        created_at: ctx.now(),
      });
      return { message: 'Contact added.', contact_id: id };
    },
  }),
  api({
    name: 'update_contact',
    method: 'PATCH',
    auth: true,
    description: 'Change fields of a contact (omitted fields stay; null clears an optional field).',
    params: z.object({
      contact_id: contactId,
      first_name: z.string().trim().min(1).optional().describe('First name.'),
      last_name: z.string().trim().optional().describe('Last name.'),
      phone_number: z.string().min(1).optional().describe('Phone number.'),
      email: z.email().nullable().optional().describe('Email address.'),
      relationships: relationships.optional().describe('Relationships (replaces the list).'),
      birthday: date.nullable().optional().describe('Birthday, YYYY-MM-DD.'),
      home_address: z.string().nullable().optional().describe('Home address.'),
      work_address: z.string().nullable().optional().describe('Work address.'),
    }),
    returns: message(),
    changes: ['phone.contacts'],
    errors: [...OWNED, 'already_exists: another contact has this phone number', 'invalid_phone_number: too few or too many digits'],
    handler: (ctx, args) => {
      const row = requireContact(ctx, args.contact_id);
      const phone = args.phone_number === undefined ? undefined : checkPhone(ctx, args.phone_number, row.id);
      const { contact_id: _id, phone_number: _phone, relationships: rels, ...rest } = args;
      updateFields(ctx, 'phone_contacts', row.id, { ...rest, phone_number: phone, relationships: rels === undefined ? undefined : [...new Set(rels)] });
      return { message: 'Contact updated.' };
    },
  }),
  api({
    name: 'delete_contact',
    method: 'DELETE',
    auth: true,
    description: 'Delete a contact (text messages with them stay).',
    params: z.object({ contact_id: contactId }),
    returns: message(),
    changes: ['phone.contacts'],
    errors: OWNED,
    handler: (ctx, args) => {
      const row = requireContact(ctx, args.contact_id);
      ctx.sql('DELETE FROM phone_contacts WHERE id = ?').run(row.id);
      return { message: 'Contact deleted.' };
    },
  }),
];
