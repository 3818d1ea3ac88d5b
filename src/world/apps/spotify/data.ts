/** Invented catalog material for the spotify fixture: artists with genres, album and song title parts. */

export const ARTISTS: readonly (readonly [name: string, genre: string])[] = [
  ['The Velvet Echoes', 'indie'], ['Mara Quinn', 'pop'], ['Northbound Static', 'rock'], ['Lila Voss', 'pop'],
  ['DJ Halcyon', 'electronic'], ['Theo Marsh Trio', 'jazz'], ['Copper Canyon', 'country'], ['Yuna Park', 'r&b'],
  ['Saint Avenue', 'hip-hop'], ['Oskar Lindqvist', 'classical'], ['Paper Satellites', 'indie'], ['Ruby Calloway', 'soul'],
  ['Iron Meridian', 'metal'], ['Los Faroles', 'latin'], ['Willow & Wren', 'folk'], ['Kairo Blaze', 'hip-hop'],
  ['Neon Tide', 'electronic'], ['Amara Nwosu', 'r&b'], ['The Lantern Keepers', 'folk'], ['Jasper Reed', 'country'],
  ['Glass Harbor', 'rock'], ['Celeste Moreau', 'jazz'], ['Pixel Hearts', 'pop'], ['Dune Riders', 'rock'],
  ['Solenne', 'electronic'], ['Marco Bellini', 'classical'], ['Frankie Soto', 'latin'], ['Hollow Pines', 'indie'],
  ['Big Sky Revival', 'country'], ['Nova Kingsley', 'pop'], ['Blackwater Union', 'blues'], ['Emi Tanaka', 'jazz'],
];

export const ALBUM_TITLES: readonly string[] = [
  'Midnight Radio', 'Golden Hour Drive', 'Static Bloom', 'Postcards from Nowhere', 'Low Tide', 'Wildflower Season',
  'City of Glass', 'After the Rain', 'Electric Orchard', 'Small Hours', 'Northern Lights', 'Paper Crowns',
  'Rust & Gold', 'Blue Room Sessions', 'Open Highway', 'Velvet Underpass', 'Satellite Hearts', 'Salt and Smoke',
  'Honey Moon Motel', 'Quiet Machines', 'Lanterns', 'Echo Valley', 'Summer Static', 'Concrete Garden',
  'The Long Way Home', 'Firefly Nights', 'Glass Ceiling', 'Borrowed Time', 'Sugar Rush', 'Winter Sketches',
  'Chasing Daylight', 'Tidal', 'Moonlit Avenue', 'Heavy Weather', 'Seventeen Rooms', 'Canyon Songs',
  'Neon Prayers', 'Still Life', 'Brave New Morning', 'Driftwood', 'Undertow', 'Fever Dream', 'Silver Lining',
  'Parallel Lines', 'Southern Comfort', 'Etudes for Rain', 'Big City Blues', 'Overgrown',
];

export const TITLE_FIRST: readonly string[] = [
  'Neon', 'Paper', 'Golden', 'Broken', 'Silent', 'Electric', 'Crimson', 'Hollow', 'Wild', 'Faded', 'Burning',
  'Lonely', 'Summer', 'Midnight', 'Velvet', 'Silver', 'Restless', 'Falling', 'Sweet', 'Distant', 'Cold', 'Bright',
  'Secret', 'Wandering', 'Tender', 'Howling', 'Glass', 'Endless',
];

export const TITLE_SECOND: readonly string[] = [
  'Heart', 'Highway', 'Skyline', 'Letters', 'River', 'Ghosts', 'Fever', 'Horizon', 'Garden', 'Shadows', 'Signals',
  'Avenue', 'Lights', 'Waves', 'Promises', 'Thunder', 'Dreams', 'Stranger', 'Window', 'Season', 'Mirror', 'Fire',
  'Echoes', 'Parade', 'Compass', 'Harbor', 'Stars', 'Rain',
];

/** Standalone titles mixed into the generated ones so the catalog does not look templated. */
export const SONG_TITLES: readonly string[] = [
  'Call Me When You Land', 'Sunday Pancakes', 'Ten Thousand Miles', 'Nobody Dances Like You', 'Backseat Philosophy',
  'Hold the Door', 'Coffee at Dawn', 'Just Another Tuesday', 'Kite Season', 'The Last Streetcar', 'Salt in My Hair',
  'Don’t Look Down', 'Across the Bay', 'Runaway Train of Thought', 'Lemonade Stand', 'Porch Light On',
  'Two Left Feet', 'Slow Burn', 'All the Small Things We Lost', 'Good Morning, Stranger', 'Counting Sheep',
  'Hometown Radio', 'Moving Boxes', 'Rooftop Confessions', 'Fifteen Minutes Late', 'Ocean Drive Lullaby',
  'Static on the Line', 'Carousel', 'Paper Planes and Promises', 'Northern Star', 'Sidewalk Chalk',
  'Gravity Wins', 'Orange Peel', 'Rewind', 'Afterglow', 'Bluebird', 'Candle in the Window', 'Runway',
];

export const REVIEW_LINES: Record<number, readonly string[]> = {
  1: ['Not for me at all.', 'Skipped it after thirty seconds.'],
  2: ['Forgettable, the chorus drags.', 'Sounds like everything else this year.'],
  3: ['Decent, grows on you a little.', 'Fine for background listening.'],
  4: ['Great production, on repeat this week.', 'Really solid track, love the bridge.'],
  5: ['Absolute masterpiece.', 'Best song on the album, hands down.', 'Gives me chills every time.'],
};

export const USER_PLAYLISTS: readonly (readonly [title: string, isPublic: boolean, genres: readonly string[]])[] = [
  ['Morning Run', true, ['pop', 'electronic', 'hip-hop']],
  ['Focus Flow', false, ['classical', 'jazz', 'electronic']],
  ['Road Trip 2022', true, ['rock', 'country', 'indie']],
  ['Sunday Slow Jams', false, ['r&b', 'soul', 'jazz', 'blues']],
  ['Campfire Songs', false, ['folk', 'country']],
];

export const OTHER_PLAYLIST_TITLES: readonly string[] = [
  'Gym Hype', 'Rainy Day Reads', 'Dinner Party', 'Late Night Coding', 'Latin Heat', 'Heartbreak Hotel', 'Throwback Hits',
  'Chill Vibes Only', 'Wedding Dance Floor', 'Study Session', 'Indie Discoveries', 'Metal Mondays',
];
