/**
 * Gmail tasks on threads already in the mailbox: stars, read marks, the archive and spam.
 * Each pattern is a pair of opposite calls on a thread the user names by its subject.
 */
import { toggleTask, type PairDef, type ToggleCase } from '../../shapes/found-log.ts';

const thread = (api: string, actionId: string, label: string, goal: string, what: string, find?: 'archivedThread' | 'spamThread') => ({
  api,
  actionId,
  label,
  goal,
  what,
  changes: [['gmail.user_threads', 'updated', '@user_row']] as [string, 'updated', string][],
  mutations: 1,
  ...(find ? { find } : {}),
});

const PAIRS: Record<string, PairDef> = {
  star: {
    finder: 'thread',
    nameInput: ['subject', 'Email subject'],
    services: ['gmail'],
    on: thread('gmail.mark_thread_starred', 'star', 'Star email', 'Find the inbox thread by subject and star it.', 'starred'),
    off: thread('gmail.mark_thread_unstarred', 'unstar', 'Unstar email', 'Find the inbox thread by subject and remove its star.', 'unstarred'),
  },
  read: {
    finder: 'thread',
    nameInput: ['subject', 'Email subject'],
    services: ['gmail'],
    on: thread('gmail.mark_thread_read', 'mark_read', 'Mark read', 'Find the inbox thread by subject and mark it read.', 'marked read'),
    off: thread('gmail.mark_thread_unread', 'mark_unread', 'Mark unread', 'Find the inbox thread by subject and mark it unread again.', 'marked unread'),
  },
  archive: {
    finder: 'thread',
    nameInput: ['subject', 'Email subject'],
    services: ['gmail'],
    on: thread('gmail.archive_thread', 'archive', 'Archive email', 'Find the inbox thread by subject and archive it.', 'archived'),
    off: thread('gmail.unarchive_thread', 'unarchive', 'Bring back', 'Find the archived thread by subject and move it back to the inbox.', 'brought back', 'archivedThread'),
  },
  spam: {
    finder: 'thread',
    nameInput: ['subject', 'Email subject'],
    services: ['gmail'],
    on: { api: 'gmail.mark_thread_spam', actionId: 'report_spam', label: 'Report spam', goal: 'Find the inbox thread by subject and mark it as spam.', what: 'reported as spam', changes: [['gmail.spam_marks', 'inserted', 'thread_id']], mutations: 1 },
    off: { api: 'gmail.mark_thread_not_spam', actionId: 'not_spam', label: 'Not spam', goal: 'Find the thread in spam by subject and move it back to the inbox.', what: 'rescued from spam', changes: [['gmail.spam_marks', 'deleted', 'thread_id']], mutations: 1, find: 'spamThread' },
  },
};

type Case = ToggleCase & { pair: keyof typeof PAIRS };

const cases: Case[] = [
  {
    pair: 'star',
    id: 'single.gmail.star-important',
    split: 'public',
    seed: 2301,
    appId: 'star-mail',
    title: 'Star It',
    summary: 'Stars or unstars Gmail threads by their subject.',
    intro: 'Type the subject of an email to star it or drop the star.',
    heading: 'Star changes',
    intention: 'I lose track of emails I must come back to. Let me star a Gmail thread just by typing its subject, and unstar it when handled.',
    steps: [
      { side: 'on', item: 'Flights for Thanksgiving', message: 'Star the Flights for Thanksgiving email, I still need to book.' },
      { side: 'off', item: 'Flights for Thanksgiving', message: 'Booked! Unstar Flights for Thanksgiving.' },
    ],
  },
  {
    pair: 'star',
    id: 'single.gmail.unstar-done',
    split: 'sealed',
    seed: 2302,
    appId: 'done-stars',
    title: 'Done With It',
    summary: 'Removes the star from Gmail threads I finished, and restores it when something reopens.',
    intro: 'Name a starred thread that is done; star it again if it comes back.',
    heading: 'Finished threads',
    intention: 'My starred folder is my to-do list. I want to clear a star once a thread is done, by subject, and restore the star when the topic comes back.',
    steps: [
      { side: 'off', item: 'New lease terms', message: 'The lease is signed, remove the star from New lease terms.' },
      { side: 'on', item: 'New lease terms', message: 'The landlord wants changes again. Star New lease terms once more.' },
    ],
  },
  {
    pair: 'star',
    id: 'single.gmail.star-for-taxes',
    split: 'dev',
    seed: 2303,
    appId: 'tax-stars',
    title: 'Tax Season Stars',
    summary: 'Stars the Gmail threads I need for my tax return, one subject at a time.',
    intro: 'Star a thread by subject; unstar it when the paperwork is filed.',
    heading: 'Tax threads',
    intention: 'At tax time I gather the relevant emails by starring them in Gmail; I would like to do that by subject, and clear the star afterwards.',
    steps: [
      { side: 'on', item: 'Tax documents', message: 'Star the Tax documents thread.' },
      { side: 'off', item: 'Tax documents', message: 'Filed the return. Unstar Tax documents.' },
    ],
  },
  {
    pair: 'read',
    id: 'single.gmail.mark-read-triage',
    split: 'dev',
    seed: 2304,
    appId: 'triage-read',
    title: 'Inbox Triage',
    summary: 'Marks Gmail threads read or unread by subject.',
    intro: 'Mark a thread read when you have seen it elsewhere, or unread to revisit.',
    heading: 'Triage log',
    intention: 'On my phone I read emails in a preview that does not mark them. Let me mark a Gmail thread read by its subject, and unread again if I need it.',
    steps: [
      { side: 'on', item: 'Plumber coming Thursday', message: 'I saw the plumber email already, mark Plumber coming Thursday as read.' },
      { side: 'off', item: 'Plumber coming Thursday', message: 'Mark Plumber coming Thursday unread again, I must reply to it.' },
    ],
  },
  {
    pair: 'read',
    id: 'single.gmail.unread-reminder',
    split: 'sealed',
    seed: 2305,
    appId: 'unread-reminder',
    title: 'Unread Again',
    summary: 'Marks Gmail threads unread so they stay bold until I act, and read once I have.',
    intro: 'Mark a thread unread to keep it in view; mark read once done.',
    heading: 'Bold threads',
    intention: 'Unread emails are how I remember to act. I need to flip a Gmail thread back to unread by subject, then read when I have dealt with it.',
    steps: [
      { side: 'off', item: 'Car insurance renewal', message: 'Make Car insurance renewal unread so I do not forget it.' },
      { side: 'on', item: 'Car insurance renewal', message: 'Renewed the policy. Mark Car insurance renewal as read.' },
    ],
  },
  {
    pair: 'read',
    id: 'single.gmail.book-club-read',
    split: 'public',
    seed: 2306,
    appId: 'club-mail',
    title: 'Club Mail Reader',
    summary: 'Marks my club emails read or unread in Gmail by subject.',
    intro: 'Subject in; read or unread out.',
    heading: 'Club emails',
    intention: 'I get book club emails that I read in the group chat. Mark one read in Gmail when I type its subject, or back to unread.',
    steps: [
      { side: 'on', item: 'Book club: next pick', message: 'Mark Book club: next pick as read, I saw it in the chat.' },
      { side: 'off', item: 'Book club: next pick', message: 'Set Book club: next pick back to unread, I want to vote later.' },
    ],
  },
  {
    pair: 'archive',
    id: 'single.gmail.archive-finished',
    split: 'public',
    seed: 2307,
    appId: 'archive-done',
    title: 'Inbox Zero Helper',
    summary: 'Archives finished Gmail threads by subject and can bring one back.',
    intro: 'Archive a thread by subject; bring it back if it is still needed.',
    heading: 'Archived here',
    intention: 'I chase inbox zero. Give me a way to archive a Gmail thread by its subject, and pull it back into the inbox if I was too quick.',
    steps: [
      { side: 'on', item: 'Utilities for May', message: 'Archive Utilities for May, we settled it.' },
      { side: 'off', item: 'Utilities for May', message: 'The bill was wrong after all. Bring Utilities for May back to the inbox.' },
    ],
  },
  {
    pair: 'archive',
    id: 'single.gmail.dig-out-archive',
    split: 'dev',
    seed: 2308,
    appId: 'archive-digger',
    title: 'Archive Digger',
    summary: 'Moves archived Gmail threads back into the inbox by subject, and archives them again.',
    intro: 'Name an archived thread to bring it back; archive it again when done.',
    heading: 'Dug-out threads',
    intention: 'Sometimes I archive things I still need. I want to dig an archived Gmail thread back out by subject, and archive it again once done.',
    steps: [
      { side: 'off', item: 'Recipe you asked for', message: 'Bring Recipe you asked for back to my inbox, I am cooking tonight.' },
      { side: 'on', item: 'Recipe you asked for', message: 'Dinner was a hit. Archive Recipe you asked for again.' },
    ],
  },
  {
    pair: 'archive',
    id: 'single.gmail.archive-work',
    split: 'sealed',
    seed: 2309,
    appId: 'work-archive',
    title: 'Work Wrap-up',
    summary: 'Archives finished work threads in Gmail by subject.',
    intro: 'Archive a wrapped-up work thread; restore it if it reopens.',
    heading: 'Wrapped up',
    intention: 'Fridays I archive the work threads that wrapped up. I want to do it by subject and restore any that reopen.',
    steps: [
      { side: 'on', item: 'Q1 roadmap kickoff', message: 'Archive Q1 roadmap kickoff, that quarter is over.' },
      { side: 'off', item: 'Q1 roadmap kickoff', message: 'My boss replied with a question; unarchive Q1 roadmap kickoff.' },
    ],
  },
  {
    pair: 'spam',
    id: 'single.gmail.report-spam',
    split: 'public',
    seed: 2310,
    appId: 'spam-button',
    title: 'Spam Button',
    summary: 'Marks a Gmail thread as spam by subject and rescues it if that was a mistake.',
    intro: 'Report a thread as spam; rescue it from spam if it was real.',
    heading: 'Spam reports',
    intention: 'I get junk that looks like real mail. Let me report a Gmail thread as spam by subject, and rescue it if it turns out genuine.',
    steps: [
      { side: 'on', item: 'Package left at my door', message: 'Package left at my door looks like a scam, report it as spam.' },
      { side: 'off', item: 'Package left at my door', message: 'It was my neighbour after all! Move Package left at my door out of spam.' },
    ],
  },
  {
    pair: 'spam',
    id: 'single.gmail.spam-filter-fix',
    split: 'sealed',
    seed: 2311,
    appId: 'spam-fixer',
    title: 'Spam Corrector',
    summary: 'Sends a Gmail thread to spam or back to the inbox by subject.',
    intro: 'Subject of the thread; spam or not spam.',
    heading: 'Corrections',
    intention: 'Help me keep my spam folder honest: push a Gmail thread into spam by subject and take it back out when I was wrong.',
    steps: [
      { side: 'on', item: 'Wedding RSVP reminder', message: 'Wedding RSVP reminder is from a site I never used, mark it spam.' },
      { side: 'off', item: 'Wedding RSVP reminder', message: 'Oh no, that was my cousin. Wedding RSVP reminder is not spam.' },
    ],
  },
];

export function tasks() {
  return cases.map(({ pair, ...c }) => toggleTask(PAIRS[pair] as PairDef, c));
}
