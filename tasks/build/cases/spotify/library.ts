/**
 * Spotify tasks on what the user already keeps: likes, the library, followed artists. Each
 * pattern is a pair of opposite calls; each case a different need and a different order.
 */
import type { Allow } from '../../kit/types.ts';
import { toggleTasks, type PairDef } from '../../shapes/found-log.ts';

const counter = (table: string): Allow[] => [['spotify', table, 'updated']];

const PAIRS = {
  likeSong: {
    finder: 'song',
    on: { api: 'spotify.like_song', actionId: 'like_song', label: 'Like song', goal: 'Find the song on Spotify by title and like it.', what: 'liked', changes: [['spotify.song_likes', 'inserted', 'song_id']], counters: counter('songs'), mutations: 2 },
    off: { api: 'spotify.unlike_song', actionId: 'unlike_song', label: 'Unlike song', goal: 'Find the song on Spotify by title and remove my like.', what: 'unliked', changes: [['spotify.song_likes', 'deleted', 'song_id']], counters: counter('songs'), mutations: 2 },
  },
  librarySong: {
    finder: 'song',
    on: { api: 'spotify.add_song_to_library', actionId: 'save_song', label: 'Save to library', goal: 'Find the song by title and add it to my Spotify library.', what: 'saved', changes: [['spotify.library_songs', 'inserted', 'song_id']], mutations: 1 },
    off: { api: 'spotify.remove_song_from_library', actionId: 'drop_song', label: 'Remove from library', goal: 'Find the song by title and take it out of my Spotify library.', what: 'removed', changes: [['spotify.library_songs', 'deleted', 'song_id']], mutations: 1 },
  },
  followArtist: {
    finder: 'artist',
    on: { api: 'spotify.follow_artist', actionId: 'follow', label: 'Follow artist', goal: 'Find the artist on Spotify by name and follow them.', what: 'followed', changes: [['spotify.artist_followers', 'inserted', 'artist_id']], counters: counter('artists'), mutations: 2 },
    off: { api: 'spotify.unfollow_artist', actionId: 'unfollow', label: 'Unfollow artist', goal: 'Find the artist on Spotify by name and stop following them.', what: 'unfollowed', changes: [['spotify.artist_followers', 'deleted', 'artist_id']], counters: counter('artists'), mutations: 2 },
  },
  likeAlbum: {
    finder: 'album',
    on: { api: 'spotify.like_album', actionId: 'like_album', label: 'Like album', goal: 'Find the album on Spotify by title and like it.', what: 'liked', changes: [['spotify.album_likes', 'inserted', 'album_id']], counters: counter('albums'), mutations: 2 },
    off: { api: 'spotify.unlike_album', actionId: 'unlike_album', label: 'Unlike album', goal: 'Find the album on Spotify by title and remove my like.', what: 'unliked', changes: [['spotify.album_likes', 'deleted', 'album_id']], counters: counter('albums'), mutations: 2 },
  },
  libraryAlbum: {
    finder: 'album',
    on: { api: 'spotify.add_album_to_library', actionId: 'shelve_album', label: 'Add album to library', goal: 'Find the album by title and add it to my Spotify library.', what: 'added', changes: [['spotify.library_albums', 'inserted', 'album_id']], mutations: 1 },
    off: { api: 'spotify.remove_album_from_library', actionId: 'unshelve_album', label: 'Remove album from library', goal: 'Find the album by title and take it out of my Spotify library.', what: 'removed', changes: [['spotify.library_albums', 'deleted', 'album_id']], mutations: 1 },
  },
  likePlaylist: {
    finder: 'playlist',
    on: { api: 'spotify.like_playlist', actionId: 'like_playlist', label: 'Like playlist', goal: 'Find the playlist on Spotify by title and like it.', what: 'liked', changes: [['spotify.playlist_likes', 'inserted', 'playlist_id']], counters: counter('playlists'), mutations: 2 },
    off: { api: 'spotify.unlike_playlist', actionId: 'unlike_playlist', label: 'Unlike playlist', goal: 'Find the playlist on Spotify by title and remove my like.', what: 'unliked', changes: [['spotify.playlist_likes', 'deleted', 'playlist_id']], counters: counter('playlists'), mutations: 2 },
  },
} satisfies Record<string, PairDef>;

export const tasks = () => toggleTasks(PAIRS, [
  {
    pair: 'likeSong', id: 'single.spotify.heart-a-song', split: 'public', seed: 2001, appId: 'heart-songs', title: 'Heart It', heading: 'What I hearted',
    summary: 'Likes or unlikes a Spotify song by its title and remembers what it did.',
    intention: 'When a song on the radio grabs me I want to heart it on Spotify by typing its title, and take the heart back if I change my mind.',
    intro: 'Type a song title to like it, or to take the like back.', item: 'Silver Garden',
    steps: [['on', 'Heart Silver Garden for me, it was on in the cafe.'], ['off', 'Hmm, Silver Garden got old fast. Take the like off it.']],
  },
  {
    pair: 'likeSong', id: 'single.spotify.likes-cleanup', split: 'dev', seed: 2002, appId: 'likes-cleanup', title: 'Liked Songs Cleanup', heading: 'Cleanup history',
    summary: 'Removes songs from my Spotify likes by title, with a way to restore one removed by mistake.',
    intention: 'My liked songs are a mess from years ago. I need a tool to drop individual songs from my likes and restore one if I slip.',
    intro: 'Name a liked song to drop it; name it again under restore if that was a mistake.',
    item: 'Glass Parade',
    steps: [['off', 'Glass Parade is not my taste anymore, unlike it.'], ['on', 'Wait, my brother loves Glass Parade. Put the like back.']],
  },
  {
    pair: 'likeSong', id: 'single.spotify.gym-likes', split: 'sealed', seed: 2003, appId: 'gym-likes', title: 'Between Sets', heading: 'Liked at the gym',
    summary: 'Likes songs I hear at the gym on Spotify so they end up in my liked songs.',
    intention: 'Between sets I hear tracks I want to keep. Give me a quick Spotify app where I enter a title and it gets liked, with an undo.',
    intro: 'Song title in, like out; undo if it was the wrong one.', item: 'Electric Fever',
    steps: [['on', 'Like Electric Fever, the spin class played it.'], ['off', 'Oops, I meant another track. Unlike Electric Fever.']],
  },
  {
    pair: 'librarySong', id: 'single.spotify.save-for-offline', split: 'public', seed: 2004, appId: 'save-songs', title: 'Song Shelf', heading: 'Library changes',
    summary: 'Adds songs to my Spotify library by title, or takes them out again.',
    intention: 'Before a flight I add songs to my Spotify library so they are easy to find. I would like a tiny app to put a song in the library by title and pull it out again.',
    intro: 'Save a song to the library or drop it from there.', item: 'Hollow Ghosts',
    steps: [['on', 'Save Hollow Ghosts to my library before the flight.'], ['off', 'Actually remove Hollow Ghosts from the library, I have it on vinyl.']],
  },
  {
    pair: 'librarySong', id: 'single.spotify.library-trim', split: 'sealed', seed: 2005, appId: 'library-trim', title: 'Library Trimmer', heading: 'Trimmed songs',
    summary: 'Takes songs out of my Spotify library by title and can put one back.',
    intention: 'My Spotify song library has grown too big; help me prune tracks one title at a time, and let me re-add a track if I regret it.',
    intro: 'Name a song to remove it from the library, or to add it back.',
    item: 'Midnight Fire',
    steps: [['off', 'Drop Midnight Fire from my library.'], ['on', 'I regret that. Add Midnight Fire back to the library.']],
  },
  {
    pair: 'librarySong', id: 'single.spotify.wedding-songs-library', split: 'dev', seed: 2006, appId: 'wedding-shortlist', title: 'First Dance Shortlist',
    heading: 'Shortlist history',
    summary: 'Keeps candidate first-dance songs in my Spotify library and removes the rejected ones.',
    intention: 'We are choosing our first dance song. Each candidate should land in my Spotify library, and vetoed ones come back out.',
    intro: 'Add a candidate song to the library; remove it when we veto it.',
    item: 'Tender Stars',
    steps: [['on', 'Tender Stars is a candidate, add it to my library.'], ['off', 'My partner vetoed Tender Stars. Remove it from the library.']],
  },
  {
    pair: 'followArtist', id: 'single.spotify.festival-follow', split: 'public', seed: 2007, appId: 'festival-follow', title: 'Festival Lineup Follower',
    heading: 'Lineup follows',
    summary: 'Follows artists on Spotify by name so I hear about their releases, and unfollows them.',
    intention: 'I saw a festival lineup and want to follow the acts on Spotify by name, and drop any I end up not liking.',
    intro: 'Enter an artist from the lineup to follow or unfollow.', item: 'Kairo Blaze',
    steps: [['on', 'Follow Kairo Blaze, he is headlining on Saturday.'], ['off', 'His set was disappointing. Unfollow Kairo Blaze.']],
  },
  {
    pair: 'followArtist', id: 'single.spotify.unfollow-spree', split: 'sealed', seed: 2008, appId: 'unfollow-spree', title: 'Follow Pruner', heading: 'Follow changes',
    summary: 'Stops following Spotify artists by name, with a way to follow one again.',
    intention: 'My release radar is full of artists I no longer care about. Make something to unfollow them by name and re-follow one if I overdo it.',
    intro: 'Name an artist to stop following, or to follow again.', item: 'Nova Kingsley',
    steps: [['off', 'Unfollow Nova Kingsley please.'], ['on', 'Her new single is great after all, follow Nova Kingsley again.']],
  },
  {
    pair: 'followArtist', id: 'single.spotify.jazz-follow', split: 'public', seed: 2009, appId: 'jazz-scout', title: 'Jazz Scout', heading: 'Scouted artists',
    summary: 'Follows jazz artists I discover on Spotify, by name.',
    intention: 'I am getting into jazz and keep discovering players. I want to follow them on Spotify just by typing the name, and undo it.',
    intro: 'Type an artist to follow them on Spotify, or to unfollow.', item: 'Emi Tanaka',
    steps: [['on', 'Follow Emi Tanaka, I loved her trio set.'], ['off', 'Undo that, unfollow Emi Tanaka for now.']],
  },
  {
    pair: 'likeAlbum', id: 'single.spotify.album-of-the-week', split: 'dev', seed: 2010, appId: 'album-week', title: 'Album of the Week', heading: 'Weekly picks',
    summary: 'Likes the album I pick each week on Spotify and can take the like back.',
    intention: 'Every week I pick one album to listen to front to back. The app should like it on Spotify when I name it, or unlike it.',
    intro: 'Type the album of the week to like it.', item: 'Echo Valley',
    steps: [['on', 'This week it is Echo Valley, like the album.'], ['off', 'Echo Valley did not hold up, remove my like from that album.']],
  },
  {
    pair: 'likeAlbum', id: 'single.spotify.album-likes-regret', split: 'public', seed: 2011, appId: 'album-likes', title: 'Album Likes', heading: 'Album like changes',
    summary: 'Unlikes or likes Spotify albums by title.',
    intention: 'Some of my liked albums were accidental taps. Let me unlike an album by its title and re-like it if I got the wrong one.',
    intro: 'Name an album to unlike or like it.', item: 'Fever Dream',
    steps: [['off', 'I never meant to like Fever Dream, unlike it.'], ['on', 'Oh, Fever Dream was the one my friend made. Like it again.']],
  },
  {
    pair: 'libraryAlbum', id: 'single.spotify.road-trip-albums', split: 'public', seed: 2012, appId: 'road-albums', title: 'Road Trip Albums',
    heading: 'Albums for the road',
    summary: 'Puts whole albums in my Spotify library for a trip and takes them out after.',
    intention: 'Road trips mean full albums. I need an app that adds an album to my Spotify library by title and removes it once the trip is over.',
    intro: 'Add an album to the library for the road, remove it when we are back.',
    item: 'Still Life',
    steps: [['on', 'Add the album Still Life to my library for the drive.'], ['off', 'Trip is over, take Still Life out of my library.']],
  },
  {
    pair: 'libraryAlbum', id: 'single.spotify.album-shelf-cleanup', split: 'sealed', seed: 2013, appId: 'album-shelf', title: 'Album Shelf', heading: 'Shelf changes',
    summary: 'Removes albums from my Spotify library by title and can shelve one again.',
    intention: 'Tidy my saved albums: remove an album from the Spotify library by name, and put it back on the shelf if I change my mind.',
    intro: 'Name an album to remove from the library, or to put back.', item: 'Sugar Rush',
    steps: [['off', 'Take Sugar Rush off my album shelf.'], ['on', 'My niece wants Sugar Rush in the car. Add it back to the library.']],
  },
  {
    pair: 'likePlaylist', id: 'single.spotify.playlist-bookmarks', split: 'dev', seed: 2014, appId: 'playlist-bookmarks', title: 'Playlist Bookmarks',
    heading: 'Bookmarked playlists',
    summary: 'Likes public Spotify playlists by title so they show in my liked playlists, and unlikes them.',
    intention: 'Friends mention playlists by name. I want to bookmark one on Spotify by liking it, and remove the bookmark later.',
    intro: 'Bookmark a playlist by liking it; unlike to drop the bookmark.',
    item: 'Dinner Party',
    steps: [['on', 'Bookmark the Dinner Party playlist, we host on Sunday.'], ['off', 'Sunday is done, unlike Dinner Party.']],
  },
  {
    pair: 'likePlaylist', id: 'single.spotify.unlike-gym-hype', split: 'sealed', seed: 2015, appId: 'liked-playlists', title: 'Liked Playlists Editor',
    heading: 'Playlist like changes', summary: 'Unlikes or likes Spotify playlists by their title.',
    intention: 'I quit the gym, so playlists like that clutter my library. Let me unlike a playlist by title and re-like one if needed.',
    intro: 'Type a playlist title to unlike it, or like it again.', item: 'Gym Hype',
    steps: [['off', 'Unlike Gym Hype, I do not go anymore.'], ['on', 'Signed up again in January, like Gym Hype again.']],
  },
]);
