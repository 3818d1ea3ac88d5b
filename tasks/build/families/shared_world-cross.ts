import type { TaskInput } from '../../../src/schemas/task.ts';
import { crossShared, SINKS, SOURCES, type CrossCase } from '../kit-w.ts';
import { person } from '../fixture.ts';

/**
 * Shared-world tasks across services: A keeps a record in one service, B finds it by its new
 * title and acts on it through another (see kit-w.ts). Each case is one person's need.
 */
export function sharedWorldCrossTasks(): TaskInput[] {
  const chloe = person({ relation: 'sibling' });
  const ava = person({ relation: 'coworker' });
  const diego = person({ relation: 'coworker', nth: 1 });
  const felix = person({ relation: 'coworker', nth: 2 });
  const aisha = person({ relation: 'friend' });
  const caleb = person({ relation: 'friend', nth: 1 });
  const elena = person({ relation: 'friend', nth: 2 });
  const ethan = person({ relation: 'friend', nth: 3 });
  const jonah = person({ relation: 'friend', nth: 4 });
  const mira = person({ relation: 'friend', nth: 6 });
  const owen = person({ relation: 'friend', nth: 7 });
  const nora = person({ relation: 'mother' });
  const noah = person({ relation: 'father' });
  const lucas = person({ relation: 'neighbor' });
  const omar = person({ relation: 'roommate' });
  const sofia = person({ relation: 'roommate', nth: 1 });
  const { todo, note, playlist, expense, request, draft, project, group, payment } = SOURCES;
  const S = SINKS;
  const cases: CrossCase[] = [
    {
      id: 'shared.rug-errand-handoff',
      split: 'public',
      seed: 6001,
      source: todo(),
      a: {
        title: 'Errand Jotter',
        intention: 'Whenever an errand pops into my head I want to drop it into Todoist in one tap.',
        values: { title: 'Pick up dry cleaning' },
        say: 'Errand: pick up dry cleaning.',
        rename: 'Pick up dry cleaning and the rug',
        renameSay: 'The rug is ready too, call it pick up dry cleaning and the rug.',
      },
      b: {
        title: 'Errand Handoff',
        intention: `When I am swamped, pass one of my open errands to my sister ${chloe.first_name} by email and tick it off my list.`,
        sink: S.email(chloe, 'Could you do this? %T', 'I am swamped this week. Could you take over: %T. Thank you!'),
        say: `${chloe.first_name} offered to help, hand her the pick up dry cleaning and the rug errand.`,
        mark: true,
      },
    },
    {
      id: 'shared.gate-code-text',
      split: 'dev',
      seed: 6002,
      source: note(),
      a: {
        title: 'House Info Notes',
        intention: 'Somewhere to write down house details like codes and wifi names as notes.',
        values: { title: 'Side gate', content: 'Code 4471, lift the latch' },
        say: 'Write down the side gate: code 4471, lift the latch.',
        rename: 'Side gate code',
        renameSay: 'Retitle that one to Side gate code.',
      },
      b: {
        title: 'Guest Texter',
        intention: `Text a house note to whoever is visiting, this week my neighbor ${lucas.first_name} who feeds the cat.`,
        sink: S.text(lucas, 'Hi! About %T: check my note, I will send details.'),
        say: `Text ${lucas.first_name} about the side gate code note.`,
      },
    },
    {
      id: 'shared.roadtrip-playlist-invite',
      split: 'sealed',
      seed: 6003,
      source: playlist(),
      a: {
        title: 'Mixtape Maker',
        intention: 'Start new Spotify mixtapes with a name I pick, and rename them when the mood changes.',
        values: { title: 'Coast Drive' },
        say: 'New mixtape: Coast Drive.',
        rename: 'Coast Drive 2023',
        renameSay: 'Make it Coast Drive 2023 so I can find it next year.',
      },
      b: {
        title: 'Playlist Invite',
        intention: `Publish one of my playlists and text ${jonah.first_name} so he can follow it before our road trip.`,
        sink: S.text(jonah, 'Follow my playlist %T for the drive!'),
        say: `Share Coast Drive 2023 and let ${jonah.first_name} know.`,
        mark: true,
      },
    },
    {
      id: 'shared.split-then-venmo',
      split: 'dev',
      seed: 6004,
      source: expense(elena),
      a: {
        title: 'Splitwise Quick Add',
        intention: `A one-line way to log a cost I share with ${elena.first_name} into Splitwise.`,
        values: { description: 'Concert tickets', amount: 140 },
        say: `Concert tickets, $140, shared with ${elena.first_name}.`,
        fields: { paid_amount: 140 },
        rename: 'Concert tickets Arlo',
        renameSay: 'So I know which show, call it Concert tickets Arlo.',
      },
      b: {
        title: 'Venmo Collector',
        intention: `Look up a Splitwise expense I paid and ask ${elena.first_name} on Venmo for her part of it.`,
        sink: S.request(elena, 70, 'Your half: %T'),
        say: `Request $70 from ${elena.first_name} for the Concert tickets Arlo expense.`,
      },
    },
    {
      id: 'shared.request-nudge-email',
      split: 'sealed',
      seed: 6005,
      source: request(omar),
      a: {
        title: 'Roomie Requests',
        intention: `Send Venmo requests to ${omar.first_name} for household stuff I bought.`,
        values: { description: 'Dish soap and sponges', amount: 12 },
        say: 'Dish soap and sponges, $12, request it.',
        fields: { amount: 12 },
        rename: 'Dish soap, sponges, trash bags',
        renameSay: 'I added trash bags to that, rename it to Dish soap, sponges, trash bags.',
      },
      b: {
        title: 'Gentle Nudge',
        intention: `Write a friendly email to ${omar.first_name} about a Venmo request of mine that is still open.`,
        sink: S.email(omar, 'Quick reminder: %T', 'Hey, whenever you get a minute, the Venmo request for %T is still open.'),
        say: 'Nudge him by email about the Dish soap, sponges, trash bags request.',
      },
    },
    {
      id: 'shared.draft-to-followup-todo',
      split: 'dev',
      seed: 6006,
      source: draft(felix),
      a: {
        title: 'Email Sketchpad',
        intention: `Jot the start of an email to ${felix.first_name} from work as a Gmail draft so I can finish it later.`,
        values: { subject: 'Quarterly numbers', body: 'Here is what I have so far.' },
        say: 'Start a draft called Quarterly numbers: here is what I have so far.',
        rename: 'Quarterly numbers for review',
        renameSay: 'Subject should be Quarterly numbers for review.',
      },
      b: {
        title: 'Draft Deadlines',
        intention: 'Turn an unfinished email draft into a Todoist to-do with a due date so I actually send it.',
        sink: S.todo('2023-05-22', 'Finish and send: %T'),
        say: 'I need to finish the Quarterly numbers for review draft by May 22.',
      },
    },
    {
      id: 'shared.garden-project-email',
      split: 'sealed',
      seed: 6007,
      source: project(),
      a: {
        title: 'Project Starter',
        intention: 'Open new Todoist projects for the bigger things I take on at home.',
        values: { name: 'Raised beds' },
        say: 'New project: Raised beds.',
        rename: 'Raised beds spring build',
        renameSay: 'Call it Raised beds spring build instead.',
      },
      b: {
        title: 'Project Announcer',
        intention: `Tell my dad ${noah.first_name} by email about a home project I just started, since he likes to help.`,
        sink: S.email(noah, 'New project: %T', 'Dad, I started %T. Want to help one weekend?'),
        say: 'Email Dad about the Raised beds spring build project.',
      },
    },
    {
      id: 'shared.cabin-group-note',
      split: 'dev',
      seed: 6008,
      source: group(caleb),
      a: {
        title: 'Group Opener',
        intention: `Open a Splitwise group with ${caleb.first_name} for a shared thing we pay for together.`,
        values: { name: 'Cabin weekend' },
        say: 'Open a group called Cabin weekend.',
        rename: 'Cabin weekend June',
        renameSay: 'Rename the group to Cabin weekend June.',
      },
      b: {
        title: 'Trip Notebook',
        intention: 'Start a notes page for one of my Splitwise groups to keep ideas and receipts in one place.',
        sink: S.note('Notes for %T', 'Ideas, receipts and who brings what.'),
        say: 'Start a notes page for the Cabin weekend June group.',
      },
    },
    {
      id: 'shared.payback-text',
      split: 'sealed',
      seed: 6009,
      source: payment(mira),
      a: {
        title: 'Pay Back Button',
        intention: `Pay ${mira.first_name} back on Venmo right away when she covers something for me.`,
        values: { description: 'Museum tickets', amount: 22 },
        say: 'Pay her back $22 for Museum tickets.',
        fields: { amount: 22 },
        rename: 'Museum tickets and coffee',
        renameSay: 'It included coffee, rename the payment Museum tickets and coffee.',
      },
      b: {
        title: 'Thank You Texter',
        intention: `Find a Venmo payment I sent and text ${mira.first_name} a thank-you that mentions it.`,
        sink: S.text(mira, 'Thanks for today! Sent you the money for %T.'),
        say: `Text ${mira.first_name} thanks for the Museum tickets and coffee.`,
      },
    },
    {
      id: 'shared.prescription-alarm',
      split: 'dev',
      seed: 6010,
      source: todo(),
      a: {
        title: 'Health To-dos',
        intention: 'Keep my health errands, like refills and checkups, as Todoist tasks.',
        values: { title: 'Refill allergy meds' },
        say: 'Add refill allergy meds.',
        rename: 'Refill allergy meds at Walgreens',
        renameSay: 'Make it refill allergy meds at Walgreens.',
      },
      b: {
        title: 'Errand Alarm',
        intention: 'Set a phone alarm for one of my open to-dos so I do not forget it tomorrow.',
        sink: S.alarm('08:15', 'Todo: %T'),
        say: 'Alarm at 8:15 am for refill allergy meds at Walgreens.',
      },
    },
  ];
  void [ava, diego, aisha, ethan, owen, nora, sofia];
  return cases.map(crossShared);
}
