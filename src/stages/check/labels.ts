/**
 * s31 labels (s30-e1-f3, s30-e1-f4): a possession verb with the thing and a removal participle after it in its clause
 * ("now has the Wedding label removed", "carries the tag taken off") tells the thing gone, not had: state words that
 * start before the participle are blanked (same length out); a removal word itself ("removed") stays a state.
 * Also a word with a bracket right after it saying it not done ("Label: Training (not applied)").
 */
const CLAUSES = /([,;()[\]—–·|•]|\s-\s)/u;
const HAS = /\b(?:has|have|had|having|carries|carry|carried|carrying)\b/iu;
const REMOVED = /^(?:\s+[\p{L}\p{N}'’"“”-]+){0,6}?\s+(removed|taken\s+(?:off|away)|dropped|stripped|cleared|deleted|detached|unset|pulled\s+off|lifted)\b/iu;

/** A bracket right after the word saying it was not done ("Label: Training (not applied)"). */
const NOT_DONE_AFTER = /^\s*\(\s*(?:not|never)\s+(?:yet\s+)?(?:applied|filed|labell?ed|set|added|saved|done|made|moved)\s*\)/iu;
/** s32 lists (ski-trip-label s31-d0-f1): "<label> now holds" files the thing after it, not "nothing". */
const HOLDS_NONE = /^\s*(?:nothing|none|no|0|zero)(?![\p{L}\p{N}])/iu;
/** s32 lists (thanksgiving-label s31-d1-f2): the label itself made right after it ("Label: X (created)", "X ✓ created"), no thread filed. */
const MADE_AFTER = /^\s*(?:\(\s*(?:created|new|made|set up)\s*\)|(?:(?:was|is|has been)\s+)?(?:created|made|set up)(?![\p{L}]))/iu;

/**
 * s33 vocab (thanksgiving-label s31-d1-f2): a later clause saying the thread was not filed ("— X left in the inbox", "X
 * not filed yet", "(filing pending)") voids the filing words before it: the label alone was made.
 * s34 (s31 labels): so does the thread said to carry no label, nothing, only the Inbox label, the same labels as before, or
 * to be unlabelled ("Apartment: X now has the Inbox label only").
 */
const NOT_FILED = /(?<![\p{L}])(?:(?:not|never)\s+(?:yet\s+)?(?:been\s+)?(?:filed|labell?ed|moved|applied|tagged)|(?:left|still|stays?|remains?|kept)\s+in\s+(?:the\s+|your\s+)?inbox|(?:filing|labell?ing|tagging|move)\s+(?:is\s+)?(?:pending|queued|failed|waiting|not\s+done|in\s+progress|to\s+come)|(?:has|have|carries|carry)\s+(?:no\s+(?:\p{L}+\s+)?labels?|nothing|(?:the\s+)?same\s+labels?|only\s+the\s+inbox\s+label|the\s+inbox\s+label\s+only)|unlabell?ed|without\s+(?:the\s+|a\s+|any\s+)?(?:\p{L}+\s+)?labels?)(?![\p{L}])/iu;

export function labelsUndone(text: string, word: RegExp): string {
  const flags = word.flags.includes('g') ? word.flags : `${word.flags}g`;
  text = text.replace(new RegExp(word.source, flags), (m: string, ...rest: unknown[]) => {
    const at = rest.find((r) => typeof r === 'number') as number;
    const after = text.slice(at + m.length);
    // s33 vocab (ski-trip-label s31-d0-f1): "<label>:" and "label <label>" read as "label: <label>" is; "label <label>" after
    // its making ("Created label X", "New label X") is the label made, no thread filed.
    const before = text.slice(Math.max(0, at - 24), at);
    const madeBefore = /^label\s/iu.test(m.trim()) && /(?<![\p{L}])(?:created|made|new|set\s+up|renamed)\s+(?:the\s+|a\s+)?$/iu.test(before) && !/^\s*(?:to|on)\s/iu.test(after);
    return madeBefore || NOT_DONE_AFTER.test(after) || NOT_FILED.test(after) || (/^labels?:|✓$|:$|^label\s|^→|^->/iu.test(m.trim()) && MADE_AFTER.test(after)) || (/holds$|:$/iu.test(m) && HOLDS_NONE.test(after)) ? ' '.repeat(m.length) : m;
  });
  return text.split(CLAUSES).map((c, k) => {
    if (k % 2 === 1) return c;
    const has = HAS.exec(c);
    if (!has) return c;
    const after = has.index + has[0].length;
    const gone = REMOVED.exec(c.slice(after));
    if (!gone) return c;
    const participle = after + gone[0].length - (gone[1] ?? '').length;
    return c.replace(new RegExp(word.source, flags), (m: string, ...rest: unknown[]) => {
      const at = rest.find((r) => typeof r === 'number') as number;
      return at < participle && at + m.length > has.index ? ' '.repeat(m.length) : m;
    });
  }).join('');
}
