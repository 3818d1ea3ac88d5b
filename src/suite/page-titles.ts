/**
 * A page a person designs shows its title once: the runtime prints the app's title at the top
 * (and the view's, when it has one), so a first heading that says the same again only repeats it
 * (issue #32, item 10). A warning for `liveui tasks validate`, never a refusal: a package that
 * repeats its title still works.
 */
import { z } from 'zod';
import { ViewSchema, type Package } from '../schemas/package.ts';

/** The parts of a package a reader sees as titles: read without admitting the whole package (validate admits it too). */
const TitledSchema = z.object({ app: z.object({ title: z.string() }), views: z.array(ViewSchema) });

/** Case, punctuation and spacing a reader does not see as another title. */
const plain = (text: string): string => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

export interface RepeatedTitle {
  /** JSON path of the heading inside the package, e.g. `$.views[0].components[0]`. */
  path: string;
  message: string;
}

/** Views whose first heading repeats the app's or the view's own title; nothing for a package that is not one. */
export function repeatedTitles(json: unknown): RepeatedTitle[] {
  const parsed = TitledSchema.safeParse(json);
  if (!parsed.success) return [];
  const pkg: { app: Pick<Package['app'], 'title'>; views: Package['views'] } = parsed.data;
  const out: RepeatedTitle[] = [];
  pkg.views.forEach((view, v) => {
    const c = view.components.findIndex((component) => component.type === 'heading');
    const heading = view.components[c];
    if (!heading || heading.type !== 'heading') return;
    const text = plain(heading.text);
    const which = text === plain(pkg.app.title) ? 'the app title' : view.title !== '' && text === plain(view.title) ? 'the view title' : undefined;
    if (which === undefined || text === '') return;
    out.push({ path: `$.views[${v}].components[${c}]`, message: `view "${view.id}" opens with the heading "${heading.text}", which repeats ${which}: the page already shows it; head the section by what it shows, or leave the heading out` });
  });
  return out;
}
