import type { SeedContext } from '../../types.ts';
import { homeOf } from './store.ts';

const DIRECTORIES = ['', 'documents', 'documents/work', 'documents/taxes', 'documents/recipes', 'downloads', 'photos', 'photos/2022_hawaii', 'photos/family', 'music'];

/** Files of the user's home; `{name}` and `{sur}` are filled with the user's names. */
function files(ctx: SeedContext): [string, string][] {
  const r = ctx.rng;
  const rent = r.int(18, 26) * 100;
  const groceries = r.int(45, 70) * 10;
  return [
    ['documents/resume.txt', `{name} {sur}\nSeattle, WA\n\nEXPERIENCE\nProduct Analyst, Northwind Labs (2019 - present)\n- Built the weekly retention dashboard used by 40 teams\n- Ran pricing experiments that lifted conversion by ${r.int(3, 9)}%\n\nData Intern, Cascade Health (2018)\n\nEDUCATION\nB.S. Statistics, University of Washington\n\nSKILLS\nSQL, Python, experiment design, storytelling with data\n`],
    ['documents/budget_2023.csv', `month,rent,groceries,utilities,transport,fun\n2023-01,${rent},${groceries},${r.int(90, 160)},${r.int(60, 140)},${r.int(100, 300)}\n2023-02,${rent},${groceries + 20},${r.int(90, 160)},${r.int(60, 140)},${r.int(100, 300)}\n2023-03,${rent},${groceries - 15},${r.int(90, 160)},${r.int(60, 140)},${r.int(100, 300)}\n2023-04,${rent},${groceries + 35},${r.int(90, 160)},${r.int(60, 140)},${r.int(100, 300)}\n`],
    ['documents/packing_list.txt', 'Trip packing list\n- passport\n- phone charger + adapter\n- rain jacket\n- hiking boots\n- sunscreen\n- two paperbacks\n- reusable water bottle\n'],
    ['documents/apartment_lease.txt', `RESIDENTIAL LEASE (summary)\nTenant: {name} {sur}\nTerm: 2022-09-01 to 2023-08-31\nMonthly rent: $${rent}, due on the 1st\nDeposit: $${rent}\nPets: one cat allowed\nNotice to vacate: 60 days\n`],
    ['documents/book_club_notes.md', '# Book club\n\n## March: "The Left Hand of Darkness"\n- Loved the world building, pacing slow in the middle\n- Next host: Priya\n\n## April: "Piranesi"\n- Everyone finished it this time!\n'],
    ['documents/work/q2_roadmap.md', '# Q2 roadmap\n\n1. Ship the onboarding checklist (owner: me)\n2. Migrate reports to the new warehouse\n3. Interview two analyst candidates\n\nRisks: data freeze in mid-June.\n'],
    ['documents/work/meeting_notes_2023-05-15.txt', 'Weekly sync, 2023-05-15\nAttendees: team of 6\n- Dashboard latency fixed\n- Need a decision on the survey vendor by Friday\n- Offsite planning: late June, Portland?\n'],
    ['documents/work/expense_report_april.csv', `date,item,amount\n2023-04-03,Client lunch,${r.int(40, 90)}.50\n2023-04-11,Train ticket,${r.int(20, 60)}.00\n2023-04-19,Conference pass,${r.int(200, 450)}.00\n`],
    ['documents/taxes/w2_2022.txt', `Form W-2 (2022) summary\nEmployer: Northwind Labs Inc.\nWages: $${r.int(78, 120)},${String(r.int(0, 999)).padStart(3, '0')}.00\nFederal tax withheld: $${r.int(9, 18)},${String(r.int(0, 999)).padStart(3, '0')}.00\n`],
    ['documents/taxes/charity_receipts_2022.txt', 'Donations 2022\n- Food Lifeline: $150\n- Public radio membership: $120\n- Animal shelter: $75\n'],
    ['documents/recipes/banana_bread.txt', 'Banana bread\n3 ripe bananas, 1/3 cup melted butter, 3/4 cup sugar, 1 egg, 1 tsp vanilla, 1 tsp baking soda, pinch of salt, 1.5 cups flour.\nBake at 350F for 60 minutes.\n'],
    ['documents/recipes/weeknight_curry.txt', 'Chickpea curry\nOnion, garlic, ginger, 2 tbsp curry paste, 1 can chickpeas, 1 can coconut milk, spinach.\nSimmer 20 minutes, serve with rice.\n'],
    ['downloads/concert_ticket_stub.txt', `E-TICKET\nThe Velvet Echoes - Spring Tour\nParamount Theatre, Seattle\n2023-06-${r.int(10, 28)} 8:00 PM\nSection ${r.pick(['A', 'B', 'C'])}, Row ${r.int(1, 20)}, Seat ${r.int(1, 30)}\n`],
    ['downloads/flight_itinerary.txt', `Itinerary ${ctx.code(6)}\nSEA -> HNL  2022-07-12 09:15\nHNL -> SEA  2022-07-20 22:40\nPassenger: {name} {sur}\n`],
    ['downloads/utility_bill_april.txt', `Seattle City Light\nAccount ${r.int(100000, 999999)}\nBilling period: 2023-04-01 to 2023-04-30\nAmount due: $${r.int(55, 120)}.${String(r.int(0, 99)).padStart(2, '0')}\n`],
    ['photos/2022_hawaii/beach_sunset.jpg', '[JPEG image 4032x3024: sunset over Waikiki beach]'],
    ['photos/2022_hawaii/snorkeling.jpg', '[JPEG image 4032x3024: sea turtle near Hanauma Bay]'],
    ['photos/2022_hawaii/volcano_hike.jpg', '[JPEG image 3024x4032: crater rim trail at Diamond Head]'],
    ['photos/family/thanksgiving_2022.jpg', '[JPEG image 4032x3024: family dinner table]'],
    ['photos/family/mom_birthday.jpg', '[JPEG image 3024x4032: birthday cake with candles]'],
    ['photos/profile_picture.png', '[PNG image 800x800: portrait in front of a brick wall]'],
    ['music/guitar_chords.txt', 'Wonderwall-ish progression: Em7 G Dsus4 A7sus4\nPractice: 15 minutes a day, metronome at 80 bpm\n'],
  ];
}

// Added for breadth, after the rows above. New directories (none under photos/ or recipes/,
// whose exact listings older tests pin) and files spread over several months.
const MORE_DIRECTORIES = ['documents/finance', 'documents/work/meetings', 'projects', 'projects/garden_planner', 'downloads/statements'];

// [path, content, created (YYYY-MM-DD), updated (YYYY-MM-DD)]
const MORE_FILES: [string, string, string, string][] = [
  ['documents/finance/savings_goals.md', '# Savings goals 2023\n\n- Emergency fund: 6 months of expenses (at 4 of 6)\n- Japan trip in October: 3,500\n- New laptop: 1,800, by December\n', '2023-01-03', '2023-04-30'],
  ['documents/finance/subscriptions.csv', 'service,monthly,renews\nSpotify Family,16.99,2023-05-27\nNetflix,15.49,2023-06-02\nGym,45.00,2023-06-01\nCloud storage,2.99,2023-05-30\n', '2022-11-20', '2023-03-12'],
  ['documents/work/meetings/2023-02-06_kickoff.txt', 'Q1 kickoff, 2023-02-06\n- Goals: retention dashboard v2, pricing page test\n- Owner for the data catalogue: still open\n', '2023-02-06', '2023-02-06'],
  ['documents/work/meetings/2023-03-13_planning.txt', 'Planning, 2023-03-13\n- Warehouse migration slips two weeks\n- Hire: second analyst approved\n', '2023-03-13', '2023-03-14'],
  ['documents/work/meetings/2023-04-17_retro.txt', 'Retro, 2023-04-17\nWent well: on-time launch of the checklist.\nTo improve: fewer late-night deploys.\n', '2023-04-17', '2023-04-17'],
  ['documents/work/performance_review_2022.txt', 'Self review 2022\nHighlights: retention dashboard, pricing experiments, mentoring an intern.\nGrowth area: saying no to ad-hoc requests.\n', '2022-12-05', '2022-12-19'],
  ['projects/garden_planner/plan.md', '# Garden planner\n\nBeds: 3 raised beds, 4x8 ft\nBed 1: tomatoes and basil\nBed 2: zucchini and beans\nBed 3: herbs\nWatering: drip line on a timer, 6am\n', '2023-03-02', '2023-05-06'],
  ['projects/garden_planner/seed_order.csv', 'seed,packets,price\nSungold tomato,1,4.95\nGenovese basil,2,3.50\nBlack Beauty zucchini,1,3.95\n', '2023-03-04', '2023-03-04'],
  ['downloads/statements/bank_statement_2023-02.txt', 'Cascade Credit Union - February 2023\nOpening balance: 4,210.55\nDeposits: 5,380.00\nWithdrawals: 4,902.17\nClosing balance: 4,688.38\n', '2023-03-01', '2023-03-01'],
  ['downloads/statements/bank_statement_2023-03.txt', 'Cascade Credit Union - March 2023\nOpening balance: 4,688.38\nDeposits: 5,380.00\nWithdrawals: 5,120.44\nClosing balance: 4,947.94\n', '2023-04-01', '2023-04-01'],
  ['downloads/statements/bank_statement_2023-04.txt', 'Cascade Credit Union - April 2023\nOpening balance: 4,947.94\nDeposits: 5,380.00\nWithdrawals: 4,811.02\nClosing balance: 5,516.92\n', '2023-05-01', '2023-05-01'],
  ['downloads/wifi_router_manual.txt', 'Quick start: plug in the router, wait for the white light, join network "Home-5G" with the password on the sticker.\n', '2022-10-14', '2022-10-14'],
  ['downloads/resume_copy.txt', '', '2023-02-20', '2023-02-20'],
];

// Trashed earlier: [original path, content, trashed (YYYY-MM-DD)]
const TRASHED_FILES: [string, string, string][] = [
  ['documents/old_cover_letter.txt', 'Dear hiring manager,\nI am excited to apply for the analyst role at Cascade Health...\n', '2023-04-02'],
  ['downloads/coupon_pizza.txt', 'Two large pizzas for 19.99, valid until 2023-03-31.\n', '2023-04-05'],
];

/** A seeded 7-digit id no row of the table has; not taken from the table's counter (see seedFileSystem). */
function freeId(ctx: SeedContext, table: string): number {
  for (;;) {
    const id = ctx.rng.int(1_000_000, 9_999_999);
    if (!ctx.db.prepare(`SELECT 1 FROM "${table}" WHERE id = ?`).get(id)) return id;
  }
}

/** Seeds the main user's home directory with folders and real-looking files. */
export function seedFileSystem(ctx: SeedContext): void {
  const home = homeOf(ctx.user);
  const at = (path: string) => (path === '' ? home : `${home}/${path}`);
  DIRECTORIES.forEach((path, index) => {
    ctx.insert('file_system_directories', { owner_id: ctx.user.id, path: at(path), created_at: `2022-0${1 + (index % 6)}-0${1 + (index % 9)}T09:00:00` });
  });
  for (const [path, raw] of files(ctx)) {
    const month = ctx.rng.int(1, 12);
    const created = `2022-${String(month).padStart(2, '0')}-${String(ctx.rng.int(1, 28)).padStart(2, '0')}T${String(ctx.rng.int(8, 21)).padStart(2, '0')}:${String(ctx.rng.int(0, 59)).padStart(2, '0')}:00`;
    const updated = ctx.rng.chance(0.4) ? `2023-0${ctx.rng.int(1, 4)}-${String(ctx.rng.int(10, 28))}T10:30:00` : created;
    const content = raw.replaceAll('{name}', ctx.user.first_name).replaceAll('{sur}', ctx.user.last_name);
    ctx.insert('file_system_files', { owner_id: ctx.user.id, path: at(path), content, created_at: created, updated_at: updated });
  }
  // Amazon's fixture later writes receipts into file_system_files; ids made from the table's
  // counter here would shift theirs, so the files added for breadth take seeded free ids.
  MORE_DIRECTORIES.forEach((path, index) => {
    ctx.insert('file_system_directories', { owner_id: ctx.user.id, path: at(path), created_at: `2022-1${index % 3}-15T09:00:00` });
  });
  const resume = ctx.db.prepare('SELECT content FROM file_system_files WHERE path = ?').get(at('documents/resume.txt')) as { content: string };
  for (const [path, content, created, updated] of MORE_FILES) {
    const text = path === 'downloads/resume_copy.txt' ? resume.content : content;
    ctx.insert('file_system_files', { id: freeId(ctx, 'file_system_files'), owner_id: ctx.user.id, path: at(path), content: text, created_at: `${created}T10:15:00`, updated_at: `${updated}T18:40:00` });
  }
  for (const [path, content, trashed] of TRASHED_FILES) {
    const row = { id: freeId(ctx, 'file_system_files'), owner_id: ctx.user.id, path: at(path), content, created_at: '2023-01-10T09:00:00', updated_at: '2023-01-12T09:00:00' };
    ctx.insert('file_system_trash', { owner_id: ctx.user.id, kind: 'file', original_path: row.path, items: { directories: [], files: [row] }, trashed_at: `${trashed}T20:00:00` });
  }
}
