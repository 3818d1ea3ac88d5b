/**
 * Gmail tasks on threads already in the mailbox: stars, read marks, the archive and spam.
 * Each pattern is a pair of opposite calls on a thread the user names by its subject.
 */
import { toggleTasks, type PairDef, type SideDef } from '../../shapes/found-log.ts';

/** What a side that flips a flag changes: the user's own row of the thread. */
const FLAG: Pick<SideDef, 'changes'> = { changes: [['gmail.user_threads', 'updated', '@user_row']] };

const PAIRS = {
  star: {
    finder: 'thread',
    on: { api: 'gmail.mark_thread_starred', actionId: 'star', label: 'Star email', goal: 'Find the inbox thread by subject and star it.', what: 'starred', ...FLAG },
    off: { api: 'gmail.mark_thread_unstarred', actionId: 'unstar', label: 'Unstar email', what: 'unstarred', ...FLAG,
      goal: 'Find the inbox thread by subject and remove its star.' },
  },
  read: {
    finder: 'thread',
    on: { api: 'gmail.mark_thread_read', actionId: 'mark_read', label: 'Mark read', goal: 'Find the inbox thread by subject and mark it read.', what: 'marked read', ...FLAG },
    off: { api: 'gmail.mark_thread_unread', actionId: 'mark_unread', label: 'Mark unread', what: 'marked unread', ...FLAG,
      goal: 'Find the inbox thread by subject and mark it unread again.' },
  },
  archive: {
    finder: 'thread',
    on: { api: 'gmail.archive_thread', actionId: 'archive', label: 'Archive email', goal: 'Find the inbox thread by subject and archive it.', what: 'archived', ...FLAG },
    off: {
      api: 'gmail.unarchive_thread', actionId: 'unarchive', label: 'Bring back', what: 'brought back', ...FLAG, find: 'archivedThread',
      goal: 'Find the archived thread by subject and move it back to the inbox.',
    },
  },
  spam: {
    finder: 'thread', rows: ['gmail.spam_marks', 'thread_id'],
    on: { api: 'gmail.mark_thread_spam', actionId: 'report_spam', label: 'Report spam', what: 'reported as spam', goal: 'Find the inbox thread by subject and mark it as spam.' },
    off: {
      api: 'gmail.mark_thread_not_spam', actionId: 'not_spam', label: 'Not spam', what: 'rescued from spam', find: 'spamThread',
      goal: 'Find the thread in spam by subject and move it back to the inbox.',
    },
  },
} satisfies Record<string, PairDef>;

export const tasks = () => toggleTasks(PAIRS, [
  { pair: 'star', id: 'single.gmail.star-important', split: 'public', seed: 2301, appId: 'star-mail', title: 'Star It', heading: 'Star changes',
    summary: 'Stars or unstars Gmail threads by their subject.',
    intention: 'I lose track of emails I must come back to. Let me star a Gmail thread just by typing its subject, and unstar it when handled.',
    intro: 'Type the subject of an email to star it or drop the star.', item: 'Flights for Thanksgiving',
    steps: [['on', 'Star the Flights for Thanksgiving email, I still need to book.'], ['off', 'Booked! Unstar Flights for Thanksgiving.']] },
  { pair: 'star', id: 'single.gmail.unstar-done', split: 'sealed', seed: 2302, appId: 'done-stars', title: 'Done With It', heading: 'Finished threads',
    summary: 'Removes the star from Gmail threads I finished, and restores it when something reopens.',
    intention: 'My starred folder is my to-do list. I want to clear a star once a thread is done, by subject, and restore the star when the topic comes back.',
    intro: 'Name a starred thread that is done; star it again if it comes back.', item: 'New lease terms',
    steps: [['off', 'The lease is signed, remove the star from New lease terms.'], ['on', 'The landlord wants changes again. Star New lease terms once more.']] },
  { pair: 'star', id: 'single.gmail.star-for-taxes', split: 'dev', seed: 2303, appId: 'tax-stars', title: 'Tax Season Stars', heading: 'Tax threads',
    summary: 'Stars the Gmail threads I need for my tax return, one subject at a time.',
    intention: 'At tax time I gather the relevant emails by starring them in Gmail; I would like to do that by subject, and clear the star afterwards.',
    intro: 'Star a thread by subject; unstar it when the paperwork is filed.', item: 'Tax documents',
    steps: [['on', 'Star the Tax documents thread.'], ['off', 'Filed the return. Unstar Tax documents.']] },
  { pair: 'read', id: 'single.gmail.mark-read-triage', split: 'dev', seed: 2304, appId: 'triage-read', title: 'Inbox Triage', heading: 'Triage log',
    summary: 'Marks Gmail threads read or unread by subject.',
    intention: 'On my phone I read emails in a preview that does not mark them. Let me mark a Gmail thread read by its subject, and unread again if I need it.',
    intro: 'Mark a thread read when you have seen it elsewhere, or unread to revisit.', item: 'Plumber coming Thursday',
    steps: [['on', 'I saw the plumber email already, mark Plumber coming Thursday as read.'], ['off', 'Mark Plumber coming Thursday unread again, I must reply to it.']] },
  { pair: 'read', id: 'single.gmail.unread-reminder', split: 'sealed', seed: 2305, appId: 'unread-reminder', title: 'Unread Again', heading: 'Bold threads',
    summary: 'Marks Gmail threads unread so they stay bold until I act, and read once I have.',
    intention: 'Unread emails are how I remember to act. I need to flip a Gmail thread back to unread by subject, then read when I have dealt with it.',
    intro: 'Mark a thread unread to keep it in view; mark read once done.', item: 'Car insurance renewal',
    steps: [['off', 'Make Car insurance renewal unread so I do not forget it.'], ['on', 'Renewed the policy. Mark Car insurance renewal as read.']] },
  { pair: 'read', id: 'single.gmail.book-club-read', split: 'public', seed: 2306, appId: 'club-mail', title: 'Club Mail Reader', heading: 'Club emails',
    summary: 'Marks my club emails read or unread in Gmail by subject.',
    intention: 'I get book club emails that I read in the group chat. Mark one read in Gmail when I type its subject, or back to unread.',
    intro: 'Subject in; read or unread out.', item: 'Book club: next pick',
    steps: [['on', 'Mark Book club: next pick as read, I saw it in the chat.'], ['off', 'Set Book club: next pick back to unread, I want to vote later.']] },
  { pair: 'archive', id: 'single.gmail.archive-finished', split: 'public', seed: 2307, appId: 'archive-done', title: 'Inbox Zero Helper', heading: 'Archived here',
    summary: 'Archives finished Gmail threads by subject and can bring one back.',
    intention: 'I chase inbox zero. Give me a way to archive a Gmail thread by its subject, and pull it back into the inbox if I was too quick.',
    intro: 'Archive a thread by subject; bring it back if it is still needed.', item: 'Utilities for May',
    steps: [['on', 'Archive Utilities for May, we settled it.'], ['off', 'The bill was wrong after all. Bring Utilities for May back to the inbox.']] },
  { pair: 'archive', id: 'single.gmail.dig-out-archive', split: 'dev', seed: 2308, appId: 'archive-digger', title: 'Archive Digger', heading: 'Dug-out threads',
    summary: 'Moves archived Gmail threads back into the inbox by subject, and archives them again.',
    intention: 'Sometimes I archive things I still need. I want to dig an archived Gmail thread back out by subject, and archive it again once done.',
    intro: 'Name an archived thread to bring it back; archive it again when done.', item: 'Recipe you asked for',
    steps: [['off', 'Bring Recipe you asked for back to my inbox, I am cooking tonight.'], ['on', 'Dinner was a hit. Archive Recipe you asked for again.']] },
  { pair: 'archive', id: 'single.gmail.archive-work', split: 'sealed', seed: 2309, appId: 'work-archive', title: 'Work Wrap-up', heading: 'Wrapped up',
    summary: 'Archives finished work threads in Gmail by subject.',
    intention: 'Fridays I archive the work threads that wrapped up. I want to do it by subject and restore any that reopen.',
    intro: 'Archive a wrapped-up work thread; restore it if it reopens.', item: 'Q1 roadmap kickoff',
    steps: [['on', 'Archive Q1 roadmap kickoff, that quarter is over.'], ['off', 'My boss replied with a question; unarchive Q1 roadmap kickoff.']] },
  { pair: 'spam', id: 'single.gmail.report-spam', split: 'public', seed: 2310, appId: 'spam-button', title: 'Spam Button', heading: 'Spam reports',
    summary: 'Marks a Gmail thread as spam by subject and rescues it if that was a mistake.',
    intention: 'I get junk that looks like real mail. Let me report a Gmail thread as spam by subject, and rescue it if it turns out genuine.',
    intro: 'Report a thread as spam; rescue it from spam if it was real.', item: 'Package left at my door',
    steps: [['on', 'Package left at my door looks like a scam, report it as spam.'], ['off', 'It was my neighbour after all! Move Package left at my door out of spam.']] },
  { pair: 'spam', id: 'single.gmail.spam-filter-fix', split: 'sealed', seed: 2311, appId: 'spam-fixer', title: 'Spam Corrector', heading: 'Corrections',
    summary: 'Sends a Gmail thread to spam or back to the inbox by subject.',
    intention: 'Help me keep my spam folder honest: push a Gmail thread into spam by subject and take it back out when I was wrong.',
    intro: 'Subject of the thread; spam or not spam.', item: 'Wedding RSVP reminder',
    steps: [['on', 'Wedding RSVP reminder is from a site I never used, mark it spam.'], ['off', 'Oh no, that was my cousin. Wedding RSVP reminder is not spam.']] },
]);
