import type { SeedContext } from '../../types.ts';

type Priority = 'high' | 'medium' | 'low';
/** title, section (index or null), priority, due in days from today (null = none), done, labels, duration. */
type TaskSpec = [string, number | null, Priority, number | null, boolean, string[]?, [number, 'minutes' | 'hours' | 'days']?];

interface ProjectSpec {
  name: string;
  color: string;
  description: string;
  favorite?: boolean;
  sharedWith?: string;
  sections: string[];
  tasks: TaskSpec[];
}

const INBOX: TaskSpec[] = [
  ['Renew passport', null, 'high', 12, false, ['errands']],
  ['Call the dentist to reschedule cleaning', null, 'medium', 1, false, ['phone-call'], [15, 'minutes']],
  ['Return library books', null, 'low', -2, false, ['errands']],
  ['Back up laptop photos', null, 'low', null, true, ['computer'], [1, 'hours']],
];

const PROJECTS: ProjectSpec[] = [
  { name: 'Home Renovation', color: 'orange', description: 'Kitchen refresh and small fixes before summer.', favorite: true, sections: ['Kitchen', 'Bathroom', 'Garden'], tasks: [
    ['Get three quotes for new countertops', 0, 'high', 5, false, ['phone-call']],
    ['Pick a backsplash tile', 0, 'medium', 14, false],
    ['Order cabinet handles', 0, 'low', null, true, ['computer']],
    ['Fix the leaking shower head', 1, 'high', 2, false, [], [2, 'hours']],
    ['Re-caulk the bathtub', 1, 'medium', 20, false, [], [3, 'hours']],
    ['Plant tomato seedlings', 2, 'medium', -3, true],
    ['Buy mulch and potting soil', 2, 'low', 4, false, ['errands']],
  ] },
  { name: 'Q2 Launch', color: 'blue', description: 'Billing revamp launch, due end of June.', favorite: true, sections: ['Planning', 'Engineering', 'Marketing'], tasks: [
    ['Review the Q2 planning doc', 0, 'high', 0, false, ['computer'], [1, 'hours']],
    ['Finalize staffing estimates', 0, 'medium', 7, false],
    ['Fix billing rounding bug', 1, 'high', 3, false, ['computer'], [4, 'hours']],
    ['Write migration runbook', 1, 'medium', 18, false, ['computer']],
    ['Load test the invoice service', 1, 'medium', 25, false, [], [2, 'days']],
    ['Draft launch blog post', 2, 'low', 30, false],
    ['Prepare lunch and learn slides', 2, 'medium', 6, false, ['computer']],
    ['Book offsite hotel rooms', null, 'low', -10, true],
  ] },
  { name: 'Trip to Japan', color: 'red', description: 'Two weeks in October: Tokyo, Kyoto, Osaka.', sections: ['Before booking', 'Itinerary', 'Packing'], tasks: [
    ['Compare flight prices to Tokyo', 0, 'high', 10, false, ['computer']],
    ['Check JR Pass prices', 0, 'medium', null, false],
    ['Reserve ryokan in Kyoto', 1, 'medium', 40, false],
    ['List teamLab and museum tickets', 1, 'low', null, false],
    ['Buy a universal power adapter', 2, 'low', 120, false, ['errands']],
  ] },
  { name: 'Health & Fitness', color: 'green', description: 'Half marathon in September.', sections: ['Running', 'Nutrition'], tasks: [
    ['Run 5 miles', 0, 'medium', 2, false, [], [50, 'minutes']],
    ['Long run: 9 miles', 0, 'medium', 4, false, [], [90, 'minutes']],
    ['Register for the half marathon', 0, 'high', -1, true, ['computer']],
    ['Meal prep for the week', 1, 'low', 3, false, [], [2, 'hours']],
    ['Buy protein powder', 1, 'low', null, true, ['errands']],
  ] },
  { name: "Mom's 60th Birthday", color: 'yellow', description: 'Surprise weekend at the coast, June 9-11.', sharedWith: 'sibling', sections: ['Gifts', 'Plans'], tasks: [
    ['Book the coast cottage', 1, 'high', -4, true],
    ['Order photo album', 0, 'medium', 9, false, ['computer']],
    ['Ask Dad to keep the weekend free', 1, 'medium', 2, false, ['phone-call']],
    ['Plan Saturday dinner reservation', 1, 'low', 15, false],
  ] },
];

const COMMENTS: [string, string][] = [
  ['Fix billing rounding bug', 'Root cause is float math in the tax step; switching to integer cents.'],
  ['Get three quotes for new countertops', 'First quote came in at 2,800 for quartz.'],
  ['Compare flight prices to Tokyo', 'Nonstop from SEA is about 1,150 round trip right now.'],
  ['Book the coast cottage', 'Booked! Confirmation is in my email.'],
  ['Renew passport', 'Need new photos first; the pharmacy does them.'],
  ['Review the Q2 planning doc', 'Left comments on the staffing section.'],
];

const LABELS = [['errands', 'green'], ['phone-call', 'blue'], ['computer', 'charcoal'], ['waiting', 'orange']] as const;

// Added for breadth, after every row above so their ids stay: a household project of repeating
// chores, months of completion history, sub-tasks and more comments.
// [title, section, priority, due in days, done days ago (null = open), repeat rule]
const HOUSEHOLD: [string, number | null, Priority, number | null, number | null, ['day' | 'week' | 'month' | 'year', number]?][] = [
  ['Water the plants', 0, 'low', 1, null, ['day', 3]],
  ['Pay rent', 1, 'high', 14, null, ['month', 1]],
  ['Take out recycling', 0, 'medium', 2, null, ['week', 1]],
  ['Replace the HVAC filter', 0, 'low', 40, null, ['month', 3]],
  ['Renew car registration', 1, 'medium', 210, null, ['year', 1]],
  ['Clean out the fridge', 0, 'low', null, 3, undefined],
  ['Pay the electricity bill (April)', 1, 'high', null, 24, undefined],
  ['Schedule furnace inspection', null, 'medium', null, 41, undefined],
  ['Donate old winter coats', null, 'low', null, 67, undefined],
  ['File renters insurance claim for the broken window', 1, 'high', null, 96, undefined],
  ['Descale the coffee machine', 0, 'low', null, 118, undefined],
  ['Set up automatic savings transfer', 1, 'medium', null, 150, undefined],
];

const SUBTASKS: [string, string, boolean][] = [
  ['Renew passport', 'Get new passport photos', true],
  ['Renew passport', 'Fill in form DS-82', false],
  ['Renew passport', 'Mail the application with the old passport', false],
  ['Get three quotes for new countertops', 'Quote from Stone Age Surfaces', true],
  ['Get three quotes for new countertops', 'Quote from Emerald Kitchens', false],
  ['Get three quotes for new countertops', 'Quote from the big-box store', false],
  ['Take out recycling', 'Rinse the jars', false],
  ['Take out recycling', 'Flatten the boxes', false],
];

const MORE_COMMENTS: [string, string, number][] = [
  ['Pay rent', 'Landlord switched to the online portal; use that from June.', 12],
  ['Water the plants', 'The fiddle leaf fig only every other time.', 30],
  ['File renters insurance claim for the broken window', 'Claim number HB-4471, adjuster visits on Tuesday.', 100],
  ['File renters insurance claim for the broken window', 'Paid out in full, minus the deductible.', 96],
  ['Order photo album', 'Shutterfly has 40% off until next Friday.', 5],
];

function day(now: string, offset: number): string {
  return new Date(Date.parse(`${now.slice(0, 10)}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
}

function stamp(now: string, daysAgo: number): string {
  return new Date(Date.parse(`${now}Z`) - daysAgo * 86_400_000).toISOString().slice(0, 19);
}

/** Inbox plus five projects with sections, 33 tasks, labels, comments, one shared project and one pending invite. */
export function seedTodoist(ctx: SeedContext): void {
  const { user, now } = ctx;
  const rels = ctx.db.prepare('SELECT other_id, relation FROM admin_relationships WHERE person_id = ? ORDER BY id').all(user.id) as { other_id: number; relation: string }[];
  const relative = (relation: string) => rels.find((r) => r.relation === relation)?.other_id ?? rels[0]?.other_id ?? user.id;
  const labelIds = new Map<string, number>(LABELS.map(([name, color]) => [name, ctx.insert('todoist_labels', { owner_id: user.id, name, color })]));
  const taskIds = new Map<string, number>();
  const addProject = (spec: ProjectSpec, isInbox: boolean, age: number) => {
    const projectId = ctx.insert('todoist_projects', { owner_id: user.id, name: spec.name, color: spec.color, description: spec.description, is_inbox: isInbox, created_at: stamp(now, age) });
    ctx.insert('todoist_project_members', { project_id: projectId, user_id: user.id, is_favorite: spec.favorite ?? false, is_archived: false, joined_at: stamp(now, age) });
    const other = spec.sharedWith ? relative(spec.sharedWith) : undefined;
    if (other !== undefined) ctx.insert('todoist_project_members', { project_id: projectId, user_id: other, is_favorite: false, is_archived: false, joined_at: stamp(now, age - 1) });
    const sectionIds = spec.sections.map((name, index) => ctx.insert('todoist_sections', { project_id: projectId, name, order_index: index, created_at: stamp(now, age) }));
    spec.tasks.forEach(([title, section, priority, due, done, labels, duration], index) => {
      const creator = other !== undefined && index % 2 === 1 ? other : user.id;
      const id = ctx.insert('todoist_tasks', {
        project_id: projectId,
        section_id: section === null ? null : (sectionIds[section] ?? null),
        creator_id: creator,
        assignee_id: other !== undefined ? (index % 2 === 0 ? user.id : other) : null,
        title,
        description: '',
        due_date: due === null ? null : day(now, due),
        priority,
        is_completed: done,
        completed_at: done ? stamp(now, ctx.rng.int(1, 9)) : null,
        duration: duration?.[0] ?? null,
        duration_unit: duration?.[1] ?? null,
        order_index: index,
        created_at: stamp(now, age - 2),
      });
      taskIds.set(title, id);
      for (const label of labels ?? []) ctx.insert('todoist_task_labels', { task_id: id, label_id: labelIds.get(label) });
    });
    return projectId;
  };
  addProject({ name: 'Inbox', color: 'charcoal', description: '', sections: [], tasks: INBOX }, true, 400);
  const projectIds = PROJECTS.map((spec, index) => addProject(spec, false, 60 - index * 8));
  COMMENTS.forEach(([title, content], index) => {
    const taskId = taskIds.get(title);
    if (taskId !== undefined) ctx.insert('todoist_comments', { task_id: taskId, author_id: user.id, content, created_at: stamp(now, index + 1) });
  });
  const siblingPerson = ctx.people.find((p) => p.id === relative('sibling'));
  const siblingName = siblingPerson ? `${siblingPerson.first_name} ${siblingPerson.last_name}` : 'A collaborator';
  const trip = projectIds[2] as number;
  const friend = relative('friend');
  ctx.insert('todoist_invites', { project_id: trip, invitor_id: user.id, invitee_id: friend, invite_code: ctx.code(8), status: 'pending', created_at: stamp(now, 2) });
  ctx.insert('todoist_notifications', { user_id: user.id, type: 'collaborator_joined', message: `${siblingName} joined "Mom's 60th Birthday".`, project_id: projectIds[4] ?? null, is_read: true, created_at: stamp(now, 19) });
  ctx.insert('todoist_notifications', { user_id: user.id, type: 'task_completed', message: `${siblingName} completed "Book the coast cottage".`, project_id: projectIds[4] ?? null, is_read: false, created_at: stamp(now, 4) });
  ctx.insert('todoist_notifications', { user_id: friend, type: 'project_invite', message: 'You were invited to the project "Trip to Japan".', project_id: trip, is_read: false, created_at: stamp(now, 2) });
  const household = ctx.insert('todoist_projects', { owner_id: user.id, name: 'Household', color: 'teal', description: 'Chores that come back, bills and home admin.', is_inbox: false, created_at: stamp(now, 180) });
  ctx.insert('todoist_project_members', { project_id: household, user_id: user.id, is_favorite: false, is_archived: false, joined_at: stamp(now, 180) });
  const householdSections = ['Chores', 'Bills'].map((name, index) => ctx.insert('todoist_sections', { project_id: household, name, order_index: index, created_at: stamp(now, 180) }));
  HOUSEHOLD.forEach(([title, section, priority, due, doneAgo, rule], index) => {
    const id = ctx.insert('todoist_tasks', {
      project_id: household,
      section_id: section === null ? null : (householdSections[section] ?? null),
      creator_id: user.id,
      assignee_id: null,
      title,
      description: '',
      due_date: due === null ? (doneAgo === null ? null : day(now, -doneAgo)) : day(now, due),
      priority,
      is_completed: doneAgo !== null,
      completed_at: doneAgo === null ? null : stamp(now, doneAgo),
      duration: null,
      duration_unit: null,
      order_index: index,
      created_at: stamp(now, 175 - index),
    });
    taskIds.set(title, id);
    if (rule) {
      const times = ctx.rng.int(2, 9);
      ctx.insert('todoist_recurrences', { task_id: id, every: rule[0], interval: rule[1], times_completed: times, last_completed_at: stamp(now, ctx.rng.int(1, 6)), created_at: stamp(now, 170) });
    }
  });
  const order = new Map<string, number>();
  for (const [task, title, done] of SUBTASKS) {
    const taskId = taskIds.get(task);
    if (taskId === undefined) continue;
    const index = order.get(task) ?? 0;
    order.set(task, index + 1);
    ctx.insert('todoist_subtasks', { task_id: taskId, title, is_completed: done, order_index: index, created_at: stamp(now, 10) });
  }
  for (const [task, content, daysAgo] of MORE_COMMENTS) {
    const taskId = taskIds.get(task);
    if (taskId !== undefined) ctx.insert('todoist_comments', { task_id: taskId, author_id: user.id, content, created_at: stamp(now, daysAgo) });
  }
}
