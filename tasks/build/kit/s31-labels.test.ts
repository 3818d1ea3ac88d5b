/**
 * s31 lane labels, on the real built tasks (findings s30-e0-f1, f2, f4, s30-e1-f1..f4): "now carries" / "now has the"
 * tell a thread filed only with the label itself after them; a line saying the thread carries no label, the same
 * labels, another label only, or the label removed fails; the filed forms keep passing.
 */
import { describe, it } from 'vitest';
import { tempDir, resultProbes } from '../../../src/stages/__tests__/helpers.ts';

const { both } = resultProbes(tempDir('s31-labels'));
const T = 900_000;

/** Lines about thread `t` that say it is not filed under `l` (the kind: what follows the possession words). */
const notFiled = (t: string, l: string): string[] => [
  `${t} now carries no labels.`, `${t} now carries no label.`, `${t} now carries no ${l} label.`, `${t} now has no labels.`, `${t} now has no ${l} label.`,
  `${t} now has the same labels as before.`, `${t} now has the Inbox label only.`, `${t} now has the Inbox label.`, `${t} now carries the Inbox label.`,
  `${t} now has the ${l} label removed.`, `${t} now has the label removed.`, `${t} now carries the ${l} label taken off.`, `${t} now has ${l} removed.`,
  `${t} is not labelled ${l}.`, `${t} is unlabelled.`, `${t} now unlabelled.`, `${t} — still without the ${l} label.`, `${t} now carries nothing.`,
  `${t} now has the label ${l} removed.`, `${t} now has the ${l} label stripped.`,
  `${t} — Label: ${l} (not applied)`, `${t} — Label: ${l} ✗`, `${t} — ${l} ✗`, `${t} — Label: ${l} (pending)`, `${t} — Label: ${l} will be applied`, `${t} — Label: none`,
  `${t} — Labels: Inbox`, `${t} — will be now in ${l} once confirmed`, `${t} — not now in ${l}`, `${t} would now carry the ${l} label`,
];
/** Lines that say it is filed under `l`. */
const filed = (t: string, l: string): string[] => [
  `Filed ${t} under ${l}.`, `${t} — Label: ${l}`, `${t} now carries the ${l} label.`, `${t} now carries ${l}.`, `${t} now has the ${l} label.`,
  `${t} now has the label ${l}.`, `${t} now in ${l}.`, `${t} is now in ${l}`, `${t} — ${l} ✓`, `${t} — Labels: ${l}, Inbox`, `${l} label applied to ${t}.`,
];

describe('single label tasks: the possession words need the label after them (s30-e0-f4, s30-e1-f3, s30-e1-f4)', () => {
  it('fitness-label step2.07', both('single.gmail.fitness-label', 'step2.07', notFiled('Marathon training plan', 'Training'), filed('Marathon training plan', 'Training')), T);
  it('house-label step2.07', both('single.gmail.house-label', 'step2.07',
    [...notFiled('New lease terms', 'Moving'), 'New lease terms now carries no label; Moving not applied.', 'New lease terms — will be now in Moving once confirmed'],
    filed('New lease terms', 'Moving')), T);
  it('wedding-label step2.07', both('single.gmail.wedding-label', 'step2.07', notFiled('Wedding RSVP reminder', 'Wedding'), filed('Wedding RSVP reminder', 'Wedding')), T);
});

describe('multi label tasks, told filing (s30-e0-f1, s30-e0-f2, s30-e1-f1, s30-e1-f2)', () => {
  it('lease-topic-label create.17', both('multi.lease-topic-label', 'create.17',
    ['"New lease terms" now carries no Apartment label.', 'Apartment: "New lease terms" now has the Inbox label only.', 'Apartment label made; "New lease terms" now has the Apartment label removed.', 'Apartment label made; the thread now carries no labels.'],
    ['"New lease terms" now carries the Apartment label.', '"New lease terms" now has the Apartment label', 'Filed "New lease terms" under Apartment.', '"New lease terms" — Label: Apartment', '"New lease terms" — Apartment ✓', '"New lease terms" — Labels: Apartment, Inbox']), T);
  it('ski-trip-label create.17', both('multi.ski-trip-label', 'create.17',
    ['Ski Weekend: "Ski cabin split" now carries no label.', '"Ski cabin split" could not be filed; it now carries no Ski Weekend label.', 'Ski Weekend label made; "Ski cabin split" now has the same labels as before.'],
    ['"Ski cabin split" now carries Ski Weekend.', '"Ski cabin split" now has the Ski Weekend label', '"Ski cabin split" now in Ski Weekend.', 'Filed "Ski cabin split" under Ski Weekend.']), T);
  it('marathon-label-note create.17', both('multi.marathon-label-note', 'create.17',
    ['Marathon label made; the thread now carries no labels.', 'Marathon label created; the thread now has the same labels as before.', 'Marathon label created; Marathon training plan now has the Inbox label.', 'Marathon label created; Marathon training plan now has the Marathon label removed.'],
    ['Marathon label created; Marathon training plan now carries the Marathon label.', 'Marathon label created; Marathon training plan now has the Marathon label.', 'Marathon label created; Marathon training plan filed under Marathon.']), T);
  it('thanksgiving-label create.17', both('multi.thanksgiving-label', 'create.17',
    ['Thanksgiving label made; Flights for Thanksgiving now carries no labels.', 'Thanksgiving label made; the thread now has the same labels as before.', 'Thanksgiving label made; Flights for Thanksgiving now has the Inbox label.'],
    ['Thanksgiving label made; Flights for Thanksgiving now carries the Thanksgiving label.', 'Thanksgiving label made; Flights for Thanksgiving now has the Thanksgiving label.', 'Thanksgiving label made; Flights for Thanksgiving filed under Thanksgiving.']), T);
});
