/** The four review tasks the star tests probe (s26 stars2, s27 stars): ids, captures, names, ratings, texts. */
export const CN = 'single.spotify.classical-notes';
export const HT = 'single.spotify.hot-take';
export const HR = 'single.amazon.honest-review';
export const RR = 'single.amazon.review-then-regret';
export const ALL = [CN, HT, HR, RR];
export const CAPS: Record<string, Record<string, unknown>> = { [CN]: { reviewId: 8866543 }, [HT]: { reviewId: 2815436 }, [HR]: { reviewId: 1410437 }, [RR]: { reviewId: 8228116 } };
export const NAME: Record<string, string> = { [CN]: 'Bright Fever', [HT]: 'Broken Letters', [HR]: 'Personal Blender, Red', [RR]: 'Hardcover Dot Grid Notebook, Emerald' };
export const RATING: Record<string, number> = { [CN]: 4, [HT]: 1, [HR]: 3, [RR]: 5 };
export const TEXT: Record<string, string> = { [CN]: 'Lovely slow movement, rushed finale.', [HT]: 'The beat goes nowhere.', [HR]: 'Blends fine but sounds like a jet engine.', [RR]: 'Paper takes fountain pen ink without bleeding.' };
export const SPELLED = ['zero', 'one', 'two', 'three', 'four', 'five'];
