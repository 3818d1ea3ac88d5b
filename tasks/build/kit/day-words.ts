/**
 * The words an app may use for the days an alarm or a reminder repeats (issue #30, s12
 * unfilled12; rubric fidelity/2, Reading 4: the user's own words). One place for them: the told
 * checks (kit/told.ts) and the alarm cases (cases/phone/alarm-life.ts) both ask for a word of each
 * day the user named, and each accepts the same forms:
 *   - the day as any app writes it: "Thursday", "Thursdays", "Thu", "Thur", "Thurs";
 *   - the user's word for the whole set, where the days named are exactly it: "weekends" for
 *     Saturday and Sunday, "weekdays" for Monday to Friday, "every day" / "daily" for all seven.
 * A set word is offered only for exactly its days: "weekends" does not say an alarm that rings on
 * Saturday alone rings on Sunday too.
 */

export const DAY_NAMES = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

/**
 * The seven days listed, as a service holds an everyday repeat and an app shows it ("Mon Tue Wed
 * Thu Fri Sat Sun", "Monday, Tuesday, …", "Mon–Sun"; s13 words13, Reading 4: the service's own
 * word). Every day must be there in order: six of them do not say every day.
 */
const SEVEN_DAYS = ((): string[] => {
  const short = DAY_NAMES.map((d) => d.slice(0, 3));
  const lists = [DAY_NAMES, short].flatMap((days) => [days.join(' '), days.join(', '), days.join(','), days.join(' · '), days.join(' / '), days.join(' | ')]);
  const ranges = ['mon-sun', 'mon–sun', 'mon - sun', 'mon – sun', 'mon to sun', 'monday-sunday', 'monday–sunday', 'monday - sunday', 'monday to sunday', 'monday through sunday'];
  return [...lists, ...ranges];
})();

/** All seven days, in the user's words ("each evening" too: any "every" or "each" of a day's part), or listed. */
export const EVERY_DAY = ['every day', 'daily', 'each day', 'everyday', 'every morning', 'every evening', 'every night', 'each morning', 'each evening', 'each night', 'nightly', 'all week', '7 days', 'seven days', ...SEVEN_DAYS];

const WEEKDAYS = DAY_NAMES.slice(0, 5).join(',');
/** Monday to Friday as a range, in the words an app or the user writes it. */
const WEEKDAY_RANGES = ['mon-fri', 'mon–fri', 'mon - fri', 'mon – fri', 'mon to fri', 'monday-friday', 'monday–friday', 'monday - friday', 'monday – friday', 'monday to friday', 'monday through friday', 'monday thru friday'];
const WEEKEND = DAY_NAMES.slice(5).join(',');

/** The set's own words, where the days named are exactly a set the user has a word for. */
export function setWords(named: readonly string[]): string[] {
  const all = [...new Set(named.map((d) => d.toLowerCase()))].sort((a, b) => DAY_NAMES.indexOf(a as never) - DAY_NAMES.indexOf(b as never)).join(',');
  // s15 words2: the user's own "monday to friday", and the range an app writes for it ("Mon–Fri").
  if (all === WEEKDAYS) return ['weekdays', 'every weekday', ...WEEKDAY_RANGES];
  // s20 (s20-Z2-f1): "Weekend" as a schedule's label ("Nap over · 14:20 · Weekend") too.
  if (all === WEEKEND) return ['weekends', 'every weekend', 'weekend'];
  if (all === DAY_NAMES.join(',')) return EVERY_DAY;
  return [];
}

/** A day's words (`day` lower case), with the set's words where the days `named` beside it are exactly a set. */
export function dayWords(day: string, named: readonly string[] = [day]): string[] {
  const short = day === 'tuesday' ? ['tues'] : day === 'thursday' ? ['thur', 'thurs'] : [];
  return [day, day.slice(0, 3), `${day}s`, ...short, ...setWords(named)];
}
