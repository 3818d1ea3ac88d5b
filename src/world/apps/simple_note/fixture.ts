import type { SeedContext } from '../../types.ts';

const ago = (now: string, days: number, minutes = 0): string =>
  new Date(Date.parse(`${now}Z`) - (days * 1440 + minutes) * 60_000).toISOString().slice(0, 19);

// [title, content, tags, pinned, created days ago, updated days ago]
const NOTES: [string, string, string[], boolean, number, number][] = [
  ['Grocery list', '- oat milk\n- eggs (dozen)\n- spinach\n- sourdough loaf\n- cherry tomatoes\n- feta\n- coffee beans (medium roast)\n- dish soap', ['shopping', 'home'], true, 30, 1],
  ['Q2 planning meeting - May 9', 'Attendees: Ava, Omar, Grace, me\n\n1. Roadmap: ship search v2 by June 30\n2. Hiring: one backend role open, interviews next week\n3. On-call: rotate weekly starting May 22\n\nAction items:\n- me: draft the search v2 rollout plan\n- Omar: clean up flaky CI jobs\n- Grace: book the offsite room', ['work', 'meetings'], true, 9, 9],
  ['Shakshuka for two', 'Ingredients: 4 eggs, 1 can crushed tomatoes, 1 red pepper, 1 onion, 2 cloves garlic, cumin, paprika, chili flakes, feta, parsley.\n\nSaute onion and pepper 8 min, add garlic and spices 1 min, add tomatoes and simmer 10 min. Make wells, crack eggs, cover 6-8 min. Top with feta and parsley. Serve with crusty bread.', ['recipes', 'breakfast'], false, 60, 45],
  ['Weeknight lemon pasta', '200 g spaghetti, 1 lemon (zest + juice), 40 g parmesan, 2 tbsp butter, black pepper, pasta water.\nToss drained pasta with butter, zest, juice and cheese, loosen with pasta water. 15 minutes total.', ['recipes', 'dinner'], false, 75, 75],
  ['Tahoe packing list', '- ski jacket + bibs\n- base layers x3\n- goggles, helmet, gloves\n- wool socks\n- chargers + headlamp\n- board games for the cabin\n- snacks for the drive', ['travel', 'lists'], false, 100, 96],
  ['Books to read 2023', '1. Tomorrow, and Tomorrow, and Tomorrow - Gabrielle Zevin (done)\n2. The Overstory - Richard Powers\n3. Demon Copperhead - Barbara Kingsolver\n4. Four Thousand Weeks - Oliver Burkeman\n5. Klara and the Sun - Kazuo Ishiguro', ['reading', 'lists'], true, 140, 12],
  ['Gift ideas', "Mom (June 3): spa day voucher, or the ceramic planter from the farmers market\nDad: grill tool set, new fishing hat\nHana: that sci-fi boxed set\nRoommates: good olive oil for the apartment", ['gifts', 'family'], false, 50, 4],
  ['1:1 with manager - May 2', 'Talked about: promotion timeline (review cycle in August), taking the lead on search v2, conference budget for Strange Loop.\nFollow-ups: write a one-pager on the indexing redesign; ask about mentoring the new hire.', ['work', 'meetings'], false, 16, 16],
  ['Workout plan', 'Mon: run 5k\nTue: upper body + core\nWed: rest or yoga\nThu: intervals 6x400m\nFri: lower body\nSat: long run 10k\nSun: rest', ['health'], false, 120, 20],
  ['Apartment maintenance', '- Landlord fixing the bathroom fan on May 24 (9-12)\n- Replace smoke detector batteries\n- Fridge water filter due in June\n- Renters insurance renews July 1', ['home'], false, 40, 3],
  ['Movies to watch', '- Past Lives\n- Everything Everywhere All at Once (rewatch)\n- Aftersun\n- The Banshees of Inisherin\n- Spirited Away with the roommates', ['lists', 'fun'], false, 90, 30],
  ['Portland weekend itinerary', 'Fri: train 4:05pm, check in at the Jupiter Hotel\nSat: Powell\'s Books, lunch at Nong\'s, Japanese Garden, dinner at Kachka\nSun: Saturday Market (open Sun too), coffee at Heart, train back 5:30pm', ['travel'], false, 35, 33],
  ['Budget - May', 'Rent 925\nUtilities ~80\nGroceries 350\nTransit 60\nEating out 150\nSavings 600\nFun money 120', ['finance'], false, 18, 5],
  ['Sprint retro notes', 'Went well: fewer pages on call, search latency dashboard.\nTo improve: PR reviews pile up on Fridays; unclear ownership of the ingest job.\nExperiment: review slots at 10am and 3pm.', ['work', 'meetings'], false, 6, 6],
  ['Car service', 'Oil change due at 42,000 miles (now ~40,800). Tires rotated in March. Ask about the squeaky brakes. Shop: Eastlake Auto, open Sat 8-2.', ['car'], false, 70, 22],
  ['Banana bread', '3 ripe bananas, 1/3 cup melted butter, 3/4 cup sugar, 1 egg, 1 tsp vanilla, 1 tsp baking soda, pinch of salt, 1.5 cups flour. Bake at 350F for 55-60 min. Add walnuts or chocolate chips.', ['recipes', 'baking'], false, 200, 150],
  ['Ideas for the blog', '- What I learned rewriting our search indexer\n- A beginner\'s guide to sourdough starters\n- Cheap weekend trips from Seattle', ['writing'], false, 25, 25],
];

// A few notes of a roommate, so ownership checks have something to refuse.
const OTHER_NOTES: [string, string, string[]][] = [
  ['Chore chart', 'Week A: kitchen. Week B: bathroom. Week C: floors + trash.', ['home']],
  ['Band practice setlist', 'Dreams, Go Your Own Way, Rhiannon, Landslide', ['music']],
];

// Added for breadth (after the rows above, so their ids stay): older history, checklists and
// notes shared both ways. [title, content, tags, pinned, created days ago, updated days ago]
const MORE_NOTES: [string, string, string[], boolean, number, number][] = [
  ['Moving checklist', '- [x] book the movers (Jun 10)\n- [x] change address at the post office\n- [ ] cancel the old internet plan\n- [ ] deep clean the oven\n- [ ] return the spare keys', ['home', 'moving'], false, 45, 2],
  ['Half marathon training log', 'Week 1: 3 runs, 18 km total, long run 8 km\nWeek 2: 4 runs, 24 km, long run 10 km (knee a bit sore)\nWeek 3: 4 runs, 27 km, long run 12 km at 6:05/km', ['health', 'running'], false, 160, 11],
  ['Tax documents 2022', '- [x] W-2 from Northwind Labs\n- [x] 1099-INT from the credit union\n- [x] charity receipts\n- [ ] HSA form 5498\nFiled on April 9, refund expected in 3 weeks.', ['finance'], false, 110, 39],
  ['Wedding - Priya and Sam', 'Date: Saturday, July 22, 4 pm, Lakewold Gardens\nHotel block: Silver Cloud, code PRIYASAM\nGift: registry at Crate & Barrel\nOutfit: navy suit, pick it up from the tailor by July 15', ['events', 'family'], false, 58, 24],
  ['Garden plan', '- [x] tomatoes (Sungold, San Marzano)\n- [ ] basil and cilantro\n- [ ] zucchini, only ONE plant this year\n- [ ] fix the drip line in bed 2', ['home', 'garden'], false, 85, 7],
  ['Podcast notes: the sleep episode', 'Keep the room cool (18C). No screens 45 min before bed. Caffeine cutoff at 1 pm. Same wake time on weekends.', ['health', 'learning'], false, 130, 130],
  ['Interview questions for the backend role', '1. Walk me through a production incident you owned.\n2. How would you shard the events table?\n3. What makes a good code review?\n4. Tell me about a time you disagreed with a design.', ['work', 'hiring'], false, 13, 10],
  ['Coffee shops to try', '- Milstead & Co (Fremont)\n- Elm Coffee Roasters (Pioneer Square)\n- Analog Coffee (Capitol Hill)\n- Lighthouse Roasters (Fremont) - tried, loved the drip', ['fun', 'coffee'], false, 170, 60],
  ['Passwords hint sheet', 'Do not write passwords here. Use the password manager. Recovery codes are in the fire safe.', ['security'], false, 260, 260],
  ['Winter 2022 holiday plans', 'Dec 22 fly to Denver, Dec 26 drive to Breckenridge with the cousins, Jan 1 fly home. Budget: 1,400 total.', ['travel', 'family'], false, 220, 180],
];

// [owner person index, title, content, tags, days ago] of notes others shared with the user.
const SHARED_WITH_USER: [number, string, string, string[], number, boolean][] = [
  [14, 'Apartment house rules', 'Quiet hours 10pm-7am on weeknights. Guests staying over: give a heads up. Label your food on the top shelf.', ['home'], 70, false],
  [16, 'Platform team on-call handbook', 'Pager rotation: weekly, Monday 10am handover.\nSev1: page the secondary after 15 minutes.\nRunbooks live in the wiki under Platform/Runbooks.', ['work'], 40, false],
  [8, 'Tahoe trip shopping list', '- [x] firewood\n- [x] pancake mix\n- [ ] hot chocolate\n- [ ] extra ski wax', ['travel', 'lists'], 100, true],
];

// [user note title, person index, can edit, days ago] of the user's notes shared with others.
const USER_SHARES: [string, number, boolean, number][] = [
  ['Grocery list', 13, true, 20],
  ['Grocery list', 14, true, 20],
  ['Q2 planning meeting - May 9', 15, false, 8],
  ['Portland weekend itinerary', 5, false, 30],
  ['Moving checklist', 13, true, 3],
];

export function seedSimpleNote(ctx: SeedContext): void {
  const { now, rng } = ctx;
  for (const [title, content, tags, pinned, created, updated] of NOTES) {
    ctx.insert('simple_note_notes', {
      user_id: ctx.user.id, title, content, tags, pinned, created_at: ago(now, created, rng.int(0, 600)), updated_at: ago(now, updated, rng.int(0, 300) - 600),
    });
  }
  const roommate = ctx.people[13] ?? ctx.user;
  for (const [title, content, tags] of OTHER_NOTES) {
    const at = ago(now, rng.int(5, 60));
    ctx.insert('simple_note_notes', { user_id: roommate.id, title, content, tags, pinned: false, created_at: at, updated_at: at });
  }
  const ids = new Map<string, number>();
  for (const [title, content, tags, pinned, created, updated] of MORE_NOTES) {
    const id = ctx.insert('simple_note_notes', {
      user_id: ctx.user.id, title, content, tags, pinned, created_at: ago(now, created, rng.int(0, 600)), updated_at: ago(now, updated, rng.int(0, 300) - 600),
    });
    ids.set(title, id);
  }
  for (const [owner, title, content, tags, days, canEdit] of SHARED_WITH_USER) {
    const person = ctx.people[owner] ?? ctx.user;
    const at = ago(now, days, rng.int(0, 600));
    const id = ctx.insert('simple_note_notes', { user_id: person.id, title, content, tags, pinned: false, created_at: at, updated_at: at });
    ctx.insert('simple_note_note_shares', { note_id: id, owner_id: person.id, person_id: ctx.user.id, can_edit: canEdit, shared_at: ago(now, days - 1) });
  }
  const byTitle = (title: string): number =>
    ids.get(title) ?? (ctx.db.prepare('SELECT id FROM simple_note_notes WHERE user_id = ? AND title = ?').get(ctx.user.id, title) as { id: number }).id;
  for (const [title, person, canEdit, days] of USER_SHARES) {
    ctx.insert('simple_note_note_shares', { note_id: byTitle(title), owner_id: ctx.user.id, person_id: (ctx.people[person] ?? ctx.user).id, can_edit: canEdit, shared_at: ago(now, days) });
  }
}
