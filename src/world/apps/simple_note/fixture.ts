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
}
