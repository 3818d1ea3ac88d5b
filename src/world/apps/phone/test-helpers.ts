import { useApp } from '../test-world.ts';
import type { AppTest } from '../test-world.ts';

type Someone = { id: number; phone_number: string; first_name: string };

/** `useApp('phone', seed)` plus `other(index)`: the index-th person of the world (0 is the main user). */
export function usePhone(seed: number): AppTest & { other(index?: number): Someone } {
  const app = useApp('phone', seed);
  return { ...app, other: (index = 1) => app.all<Someone>('SELECT * FROM admin_people ORDER BY rowid')[index]! };
}
