import { describe, expect, it } from 'vitest';
import { usePhone } from './test-helpers.ts';

const { world: w, call, one, user, other, fails, diff: { inserted, deleted } } = usePhone(41);

describe('phone favourites', () => {
  it('adds and removes favourites', () => {
    const contact = one<{ id: number }>('SELECT id FROM phone_contacts WHERE owner_id = ? AND id NOT IN (SELECT contact_id FROM phone_favorite_contacts) ORDER BY id LIMIT 1', user().id);
    const added = call('add_contact_to_favorites', { contact_id: contact.id });
    const row = one('SELECT * FROM phone_favorite_contacts WHERE contact_id = ?', contact.id);
    expect(added.diff).toEqual([inserted('favorite_contacts', [row])]);
    expect((call('show_favorite_contacts', { page_limit: 20 }).response as { contact_id: number }[]).at(-1)?.contact_id).toBe(contact.id);
    fails('add_contact_to_favorites', { contact_id: contact.id }, 409, 'already_favorite');
    fails('add_contact_to_favorites', { contact_id: 1 }, 404, 'contact_not_found');
    expect(call('remove_contact_from_favorites', { contact_id: contact.id }).diff).toEqual([deleted('favorite_contacts', [row])]);
    fails('remove_contact_from_favorites', { contact_id: contact.id }, 409, 'not_favorite');
  });

  it('refuses a contact in someone else’s phone', () => {
    const id = 9_999_001;
    w.current.db.prepare("INSERT INTO phone_contacts (id, owner_id, first_name, last_name, phone_number, relationships, created_at) VALUES (?, ?, 'A', 'B', '2065550111', '[]', '2023-01-01T00:00:00')").run(id, other(1).id);
    w.current.db.exec('DELETE FROM _changes');
    fails('add_contact_to_favorites', { contact_id: id }, 403, 'not_owner');
  });
});
