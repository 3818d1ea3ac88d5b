import type { World } from '../../engine.ts';
import { useApp } from '../test-world.ts';
import type { AppTest } from '../test-world.ts';

/** A thread as the inbox lists it. */
export type Summary = { email_thread_id: number; is_read: boolean; is_starred: boolean; label: string | null; latest_email: { email_id: number } };

/** The first page (20) of the user's inbox. */
export function inbox(world: World, args: Record<string, unknown> = {}): Summary[] {
  return world.callAsUser('gmail', 'show_inbox_threads', { page_limit: 20, ...args }).response as Summary[];
}

type UserThread = { id: number; thread_id: number; label: string | null; is_starred: number };

/** What gmail's tests add to `useApp`: the thread ids a listing shows, and threads of the user or of strangers. */
export interface GmailTest extends AppTest {
  ids(api: string, args?: Record<string, unknown>): number[];
  /** The user's first incoming thread still in the inbox. */
  inboxThread(): UserThread;
  /** A thread the user is not part of. */
  strangersThread(): { thread_id: number };
}

export function useGmail(seed: number): GmailTest {
  const app = useApp('gmail', seed);
  const { call, one, user } = app;
  return {
    ...app,
    ids: (api, args = {}) => (call(api, { page_limit: 20, ...args }).response as { email_thread_id: number }[]).map((t) => t.email_thread_id),
    inboxThread: () => one<UserThread>('SELECT * FROM gmail_user_threads WHERE user_id = ? AND incoming = 1 AND is_archived = 0 ORDER BY id LIMIT 1', user().id),
    strangersThread: () => one<{ thread_id: number }>('SELECT thread_id FROM gmail_user_threads WHERE thread_id NOT IN (SELECT thread_id FROM gmail_user_threads WHERE user_id = ?) LIMIT 1', user().id),
  };
}
