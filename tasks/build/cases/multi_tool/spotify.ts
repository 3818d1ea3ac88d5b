/** multi_tool tasks led by spotify: playlists and reviews that also reach phone, notes, to-dos and email. */
import type { TaskInput } from '../../../../src/schemas/task.ts';
import { append, call, forEach, input, message, recordAction, update } from '../../kit/package.ts';
import { A } from '../../kit/checks.ts';
import { combo, touched, type ComboCase } from '../../shapes/combo.ts';
import { NEW_NOTE, NEW_TODO, SENT_TEXT } from '../../kit/changes.ts';
import { fixtureRow, person } from '../../kit/fixture.ts';

const GENRES = ['pop', 'rock', 'jazz', 'electronic', 'indie', 'hip-hop', 'country', 'classical', 'folk', 'latin', 'soul', 'r&b', 'blues', 'metal'];

// ------------------------------------------------ a genre playlist texted to a friend, later shared

type MixTextCase = ComboCase & { title: string; genre: string; friend: string; newTitle: string };

function mixTextTask(c: MixTextCase): TaskInput {
  const friend = person({ first: c.friend });
  return combo({
    c, intro: 'Name the mix, pick a genre and who gets it; the app fills a Spotify playlist and texts them.', anchor: { app: 'spotify', table: 'playlists', capture: 'playlistId' },
    kept: { fields: { id: 'number', title: 'string', genre: 'string' }, item: '{{item.title}} ({{item.genre}}) — playlist {{item.id}}' },
    open: { inputs: [['title'], ['genre'], ['phone']], actions: ['mix', 'playlist'] }, reopenShows: [c.newTitle],
    make: {
      id: 'make_mix', label: 'Make and text mix', goal: 'Create the Spotify playlist, add up to five songs of the genre, and text the friend about it.',
      services: ['spotify', 'phone'], inputs: [input('title', 'Mix title'), input('genre', 'Genre', 'select', { options: GENRES }), input('friend_phone', 'Friend phone number')],
      plan: [
        call('spotify.create_playlist', { title: '{{inputs.title}}' }, 'made'),
        call('spotify.search_songs', { genre: '{{inputs.genre}}', page_limit: 5 }, 'songs'),
        forEach('{{songs}}', 'song', 5, [call('spotify.add_song_to_playlist', { playlist_id: '{{made.playlist_id}}', song_id: '{{song.song_id}}' })]),
        call('phone.send_text_message', { phone_number: '{{inputs.friend_phone}}', message: 'Made you a {{inputs.genre}} mix on Spotify: "{{inputs.title}}" (playlist {{made.playlist_id}}).' }),
        append('items', { id: '{{made.playlist_id}}', title: '{{inputs.title}}', genre: '{{inputs.genre}}' }),
        message('Playlist {{made.playlist_id}} "{{inputs.title}}" has {{songs.length}} songs; text sent.'),
      ],
    },
    change: recordAction({ id: 'share_mix', label: 'Rename and share', goal: 'Give a mix made here a new title and make it public on Spotify.', service: 'spotify',
      key: ['playlist_id', 'Playlist id'], more: [input('new_title', 'New title')],
      call: ['spotify.update_playlist', { playlist_id: '{{inputs.playlist_id}}', title: '{{inputs.new_title}}', is_public: true }],
      fields: { title: '{{inputs.new_title}}' }, said: 'Playlist {{inputs.playlist_id}} is public as "{{inputs.new_title}}".' }),
    create: {
      values: { title: c.title, genre: c.genre, friend_phone: friend.phone_number }, hint: ['make', 'mix'], api: 'spotify.create_playlist', args: { title: c.title },
      where: { title: c.title }, fields: { title: c.title }, show: [c.title],
      allow: [['spotify', 'playlists', 'inserted'], ['spotify', 'playlist_songs', 'inserted'], ...SENT_TEXT], maxMutations: 14,
      extra: [
        A.changed('spotify', 'playlist_songs', 'inserted', { playlist_id: '$playlistId' }, 3),
        ...touched('phone', 'send_text_message', { phone_number: friend.phone_number }, 'text_messages'),
      ],
      // Which songs is the app's choice; that they are of the genre and in this playlist is not.
      rows: [{ app: 'spotify', table: 'playlist_songs', min: 3, max: 10, where: { playlist_id: '$playlistId' }, via: { field: 'song_id', app: 'spotify', table: 'songs', where: { genre: c.genre } } }],
    },
    revise: {
      values: { playlist_id: '$playlistId', new_title: c.newTitle }, hint: ['share', 'rename'], api: 'spotify.update_playlist',
      args: { playlist_id: '$playlistId', title: c.newTitle, is_public: true }, fields: { title: c.newTitle, is_public: true }, show: [c.newTitle],
      allow: [['spotify', 'playlists', 'updated']], maxMutations: 1,
    },
  });
}

const mixTextCases: MixTextCase[] = [
  { id: 'multi.road-trip-mix-text', split: 'public', seed: 5000, appTitle: 'Road Trip Mixtape', title: 'Highway 1 Miles', genre: 'country', friend: 'Tomas',
    newTitle: 'Coastal Miles', intention: 'Before a road trip I want to throw together a Spotify playlist in one genre and text it straight to whoever rides shotgun.',
    message: 'Make a country mix called Highway 1 Miles and text it to Tomas.', changeMessage: 'Rename Highway 1 Miles to Coastal Miles and let everyone find it.' },
  { id: 'multi.breakup-comfort-mix', split: 'public', seed: 5001, appTitle: 'Rough Patch Playlist', title: 'For Ruby', genre: 'soul', friend: 'Ruby',
    newTitle: 'Ruby\'s Sunday Soul',
    intention: 'When a friend is going through a rough patch, let me build a soul playlist for them on Spotify and send them a text that it is waiting.',
    message: 'Ruby had a hard week. Build her a soul playlist titled For Ruby and text her.', changeMessage: 'She loved it; call it Ruby\'s Sunday Soul now and make it public.' },
  { id: 'multi.gym-buddy-playlist', split: 'dev', seed: 5002, appTitle: 'Gym Partner Playlist', title: 'Deadlift Fuel', genre: 'hip-hop', friend: 'Owen',
    newTitle: 'Heavy Day Fuel', intention: 'My gym partner and I share music: a small tool that makes a hip-hop or rock playlist and messages my partner its name.',
    message: 'New hip-hop playlist, Deadlift Fuel, and text Owen so he can queue it up.', changeMessage: 'Change Deadlift Fuel to Heavy Day Fuel and make it public.' },
  { id: 'multi.jazz-dinner-invite-mix', split: 'sealed', seed: 5003, appTitle: 'Dinner Jazz Sharer', title: 'Candlelight', genre: 'jazz', friend: 'Elena',
    newTitle: 'Candlelight Supper', intention: 'I host small dinners; I would like to prepare the background jazz on Spotify and tell the guest by SMS what we will listen to.',
    message: 'Put together a jazz playlist called Candlelight for tonight and send Elena a text about it.',
    changeMessage: 'Let us rename Candlelight to Candlelight Supper and open it to the public.' },
];

// ------------------------------------------------ rate a song, like it, and keep a listening-journal note

type JournalCase = ComboCase & { song: string; rating: number; thought: string; newRating: number };

function journalTask(c: JournalCase): TaskInput {
  const song = fixtureRow<{ id: number }>('SELECT id FROM spotify_songs WHERE title = ?', c.song);
  return combo({
    c, intro: 'Type the song and your stars; it is rated and liked on Spotify and your thought goes into a journal note.',
    anchor: { app: 'spotify', table: 'song_reviews', capture: 'reviewId' },
    kept: { fields: { id: 'number', song: 'string', rating: 'number' }, item: '{{item.song}}: {{item.rating}}/5 (review {{item.id}})' },
    open: { inputs: [['song'], ['rating', 'stars']], actions: ['log', 'rate', 'review'] }, reopenShows: [c.song],
    make: {
      id: 'log_song', label: 'Log song', goal: 'Find the song on Spotify, review and like it, and write the thought to a Simplenote journal entry.',
      services: ['spotify', 'simple_note'], inputs: [input('song_title', 'Song title'), input('rating', 'Stars (1-5)', 'number'), input('thought', 'What I thought')],
      plan: [
        call('spotify.search_songs', { query: '{{inputs.song_title}}', page_limit: 1 }, 'found'),
        call('spotify.review_song', { song_id: '{{found.0.song_id}}', rating: '{{inputs.rating}}', text: '{{inputs.thought}}' }, 'review'),
        call('spotify.like_song', { song_id: '{{found.0.song_id}}' }),
        call('simple_note.create_note', { title: 'Listening journal: {{found.0.title}}', content: '{{inputs.thought}} Rated {{inputs.rating}} of 5.', tags: ['music'] }),
        append('items', { id: '{{review.song_review_id}}', song: '{{found.0.title}}', rating: '{{inputs.rating}}' }),
        message('Logged {{found.0.title}} at {{inputs.rating}} stars (review {{review.song_review_id}}).'),
      ],
    },
    change: recordAction({ id: 'rerate', label: 'Change stars', goal: 'Change the stars of a review made here.', service: 'spotify', key: ['review_id', 'Review id'],
      more: [input('new_rating', 'New stars (1-5)', 'number')],
      call: ['spotify.update_song_review', { song_review_id: '{{inputs.review_id}}', rating: '{{inputs.new_rating}}' }], fields: { rating: '{{inputs.new_rating}}' },
      said: 'Review {{inputs.review_id}} now has {{inputs.new_rating}} stars.' }),
    create: {
      values: { song_title: c.song, rating: c.rating, thought: c.thought }, hint: ['log', 'rate'], api: 'spotify.review_song', args: { song_id: song.id, rating: c.rating },
      fields: { song_id: song.id, rating: c.rating }, show: [c.song],
      allow: [['spotify', 'song_reviews', 'inserted'], ['spotify', 'songs', 'updated'], ['spotify', 'song_likes', 'inserted'], ...NEW_NOTE], maxMutations: 5,
      extra: [...touched('spotify', 'like_song', { song_id: song.id }, 'song_likes', { song_id: song.id }), ...touched('simple_note', 'create_note', {}, 'notes')],
    },
    revise: {
      values: { review_id: '$reviewId', new_rating: c.newRating }, hint: ['change', 'stars'], api: 'spotify.update_song_review',
      args: { song_review_id: '$reviewId', rating: c.newRating }, fields: { rating: c.newRating }, show: [],
      allow: [['spotify', 'song_reviews', 'updated'], ['spotify', 'songs', 'updated']], maxMutations: 2,
    },
  });
}

const journalCases: JournalCase[] = [
  { id: 'multi.listening-journal', split: 'public', seed: 5004, appTitle: 'Listening Journal', song: 'Velvet River', rating: 4, thought: 'The bass line carried the whole thing.',
    newRating: 5, intention: 'I am trying to listen more deliberately. Each time a song grabs me I want to star it on Spotify, like it, and jot why in my listening journal.',
    message: 'Velvet River, four stars: the bass line carried the whole thing.', changeMessage: 'After a week on repeat Velvet River deserves five stars.' },
  { id: 'multi.vinyl-wishlist-ratings', split: 'public', seed: 5005, appTitle: 'Record Shortlist', song: 'Rooftop Confessions', rating: 3, thought: 'Nice horns but too long.',
    newRating: 2, intention: 'I only buy records I really love, so I rate songs on Spotify, heart them, and keep a note per song to decide later what to buy on vinyl.',
    message: 'Put Rooftop Confessions down at three stars, nice horns but too long.', changeMessage: 'Honestly Rooftop Confessions is a two.' },
  { id: 'multi.choir-song-notes', split: 'sealed', seed: 5006, appTitle: 'Choir Repertoire Scout', song: 'Sweet Ghosts', rating: 5,
    thought: 'The harmonies would split nicely into four parts.', newRating: 3,
    intention: 'Our choir looks for new pieces; help me score candidate songs on Spotify, like the good ones and write a note on how each could be arranged.',
    message: 'Score Sweet Ghosts a five, the harmonies would split nicely into four parts.',
    changeMessage: 'We tried Sweet Ghosts and it was hard for the tenors; make it a three.' },
];

// ------------------------------------------------ queue a requested song and draft the host a note

type QueueCase = ComboCase & { song: string; host: string; event: string; newSubject: string };

function queueTask(c: QueueCase): TaskInput {
  const host = person({ first: c.host });
  const song = fixtureRow<{ id: number }>('SELECT id FROM spotify_songs WHERE title = ?', c.song).id;
  return combo({
    c, intro: 'Name the song and the occasion; it joins my Spotify queue and a draft to the host asks for it.', anchor: { app: 'gmail', table: 'drafts', capture: 'draftId' },
    kept: { fields: { id: 'number', event: 'string', song: 'string' }, item: '{{item.event}}: {{item.song}} (draft {{item.id}})' },
    open: { inputs: [['song'], ['event', 'occasion']], actions: ['queue', 'draft'] }, reopenShows: [c.event],
    make: {
      id: 'queue_request', label: 'Queue and draft', goal: 'Queue the song on Spotify and draft an email to the host asking for it.', services: ['spotify', 'gmail'],
      inputs: [input('song', 'Song'), input('event', 'Occasion'), input('host_email', 'Host email')],
      plan: [
        call('spotify.search_songs', { query: '{{inputs.song}}', page_limit: 1 }, 'found'),
        call('spotify.add_to_queue', { song_id: '{{found.0.song_id}}' }),
        call('gmail.create_draft', { email_addresses: ['{{inputs.host_email}}'], subject: 'Song request for {{inputs.event}}', body: 'Could you play {{found.0.title}}? It is in my queue already.' }, 'draft'),
        append('items', { id: '{{draft.draft_id}}', event: '{{inputs.event}}', song: '{{found.0.title}}' }),
        message('Queued {{found.0.title}}; draft {{draft.draft_id}} is ready.'),
      ],
    },
    change: recordAction({ id: 'retitle_draft', label: 'Change subject', goal: 'Give a request draft made here a new subject line.', service: 'gmail',
      key: ['draft_id', 'Draft id'], more: [input('subject', 'New subject')],
      call: ['gmail.update_draft', { draft_id: '{{inputs.draft_id}}', subject: '{{inputs.subject}}' }],
      said: 'Draft {{inputs.draft_id}} now reads "{{inputs.subject}}".' }),
    create: {
      values: { song: c.song, event: c.event, host_email: host.email }, hint: ['queue'], api: 'gmail.create_draft', args: { email_addresses: [host.email] },
      fields: { recipient_emails: [host.email] }, show: [c.song], allow: [['spotify', 'queue_songs', 'inserted'], ['gmail', 'drafts', 'inserted']], maxMutations: 2,
      extra: touched('spotify', 'add_to_queue', { song_id: song }, 'queue_songs', { song_id: song }),
    },
    revise: {
      values: { draft_id: '$draftId', subject: c.newSubject }, hint: ['subject'], api: 'gmail.update_draft', args: { draft_id: '$draftId', subject: c.newSubject },
      fields: { subject: c.newSubject, recipient_emails: [host.email] }, show: [c.newSubject], allow: [['gmail', 'drafts', 'updated']], maxMutations: 1,
    },
  });
}

const queueCases: QueueCase[] = [
  { id: 'multi.party-song-requests', split: 'public', seed: 5007, appTitle: 'Song Request Runner', song: 'Summer Stars', host: 'Zoe', event: 'housewarming',
    newSubject: 'One song for tonight', intention: 'At parties I always think of a song I want to hear. Queue it on my Spotify and write the host a draft email with my request.',
    message: 'For Zoe\'s housewarming, queue Summer Stars and draft her a note.', changeMessage: 'Make the subject of that draft "One song for tonight".' },
  { id: 'multi.wedding-dance-requests', split: 'public', seed: 5008, appTitle: 'Dance Floor Wishes', song: 'Golden Thunder', host: 'Hana', event: 'wedding reception',
    newSubject: 'My wedding dance pick',
    intention: 'A cousin is getting married and asked guests for dance songs; I want mine lined up in my queue and a draft to send her when I am sure.',
    message: 'Hana wants dance picks for the wedding reception: queue Golden Thunder and draft the email.',
    changeMessage: 'Change that draft\'s subject to "My wedding dance pick".' },
  { id: 'multi.office-friday-requests', split: 'dev', seed: 5009, appTitle: 'Office Radio Picks', song: 'Secret Compass', host: 'Kenji', event: 'Friday drinks',
    newSubject: 'Friday drinks song pick',
    intention: 'Fridays someone at work runs the office speaker. Let me line up a track on Spotify and prepare an email to that colleague asking for it.',
    message: 'Kenji has the speaker for Friday drinks; queue Secret Compass and draft him the request.', changeMessage: 'Subject should say "Friday drinks song pick".' },
];

// ------------------------------------------------ follow an artist, save one album, and a to-do to listen to it

type ArtistCase = ComboCase & { artist: string; album: string; due: string };

function artistTask(c: ArtistCase): TaskInput {
  const artist = fixtureRow<{ id: number }>('SELECT id FROM spotify_artists WHERE name = ?', c.artist);
  const album = fixtureRow<{ id: number }>('SELECT id FROM spotify_albums WHERE title = ?', c.album);
  return combo({
    c, intro: 'Name an album; I follow its artist, the album is saved, and a to-do makes me listen.', anchor: { app: 'todoist', table: 'tasks', capture: 'todoId' },
    kept: { fields: { id: 'number', album: 'string', artist: 'string', status: 'string' }, item: '{{item.album}} by {{item.artist}}: {{item.status}} (to-do {{item.id}})' },
    open: { inputs: [['album'], ['date', 'due']], actions: ['follow', 'save', 'discover'] }, reopenShows: [c.album],
    make: {
      id: 'discover', label: 'Follow and save', goal: 'Follow the album\'s artist on Spotify, add the album to my library, and add a dated to-do to listen to it.',
      services: ['spotify', 'todoist'], inputs: [input('album', 'Album'), input('due_date', 'Listen by', 'date')],
      plan: [
        call('spotify.search_albums', { query: '{{inputs.album}}', page_limit: 1 }, 'albums'),
        call('spotify.follow_artist', { artist_id: '{{albums.0.artists.0.id}}' }),
        call('spotify.add_album_to_library', { album_id: '{{albums.0.album_id}}' }),
        call('todoist.create_task', { project_id: 0, title: 'Listen to {{albums.0.title}} by {{albums.0.artists.0.name}}', due_date: '{{inputs.due_date}}' }, 'todo'),
        append('items', { id: '{{todo.task_id}}', album: '{{albums.0.title}}', artist: '{{albums.0.artists.0.name}}', status: 'to listen' }),
        message('Following {{albums.0.artists.0.name}}; {{albums.0.title}} is saved; to-do {{todo.task_id}} due {{inputs.due_date}}.'),
      ],
    },
    change: {
      id: 'heard_it', label: 'Mark listened', goal: 'Tick off a listening to-do made here.', services: ['todoist'], inputs: [input('todo_id', 'To-do id', 'number')],
      plan: [
        call('todoist.complete_task', { task_id: '{{inputs.todo_id}}' }),
        update('items', '{{inputs.todo_id}}', { status: 'listened' }),
        message('To-do {{inputs.todo_id}} is done.'),
      ],
    },
    create: {
      values: { album: c.album, due_date: c.due }, hint: ['follow', 'save'], api: 'todoist.create_task', args: { due_date: c.due },
      fields: { due_date: c.due, is_completed: false }, show: [c.album],
      allow: [['spotify', 'artist_followers', 'inserted'], ['spotify', 'artists', 'updated'], ['spotify', 'library_albums', 'inserted'], ...NEW_TODO], maxMutations: 4,
      extra: [
        ...touched('spotify', 'follow_artist', { artist_id: artist.id }, 'artist_followers', { artist_id: artist.id }),
        ...touched('spotify', 'add_album_to_library', { album_id: album.id }, 'library_albums', { album_id: album.id }),
      ],
    },
    revise: {
      values: { todo_id: '$todoId' }, hint: ['listened', 'done'], api: 'todoist.complete_task', args: { task_id: '$todoId' }, fields: { is_completed: true, due_date: c.due },
      show: [], allow: [['todoist', 'tasks', 'updated']], maxMutations: 1,
    },
  });
}

const artistCases: ArtistCase[] = [
  { id: 'multi.new-artist-homework', split: 'public', seed: 5010, appTitle: 'Artist Homework', artist: 'Emi Tanaka', album: 'Winter Sketches', due: '2023-05-25',
    intention: 'A friend recommends artists all the time and I never get round to them. Follow the artist, save the album they mentioned, and give me a listening deadline.',
    message: 'Caleb says Emi Tanaka is great: follow her, save Winter Sketches, and I will listen by May 25.', changeMessage: 'Listened to Winter Sketches, tick it off.' },
  { id: 'multi.concert-prep-listening', split: 'public', seed: 5011, appTitle: 'Concert Prep', artist: 'Dune Riders', album: 'Salt and Smoke', due: '2023-06-03',
    intention: 'Before a concert I like to know the band. Follow them on Spotify, keep their latest album in my library, and set a to-do to go through it before the show.',
    message: 'Seeing Dune Riders soon: follow them, add Salt and Smoke, listen by June 3.', changeMessage: 'Done with Salt and Smoke, mark the to-do complete.' },
  { id: 'multi.folk-discovery-todo', split: 'sealed', seed: 5012, appTitle: 'Discover Slowly', artist: 'Willow & Wren', album: 'Overgrown', due: '2023-05-30',
    intention: 'I discover music slowly and on purpose: one artist at a time, followed, one record saved, and a date by which I have really listened.',
    message: 'Next up is Willow & Wren, the album Overgrown, by May 30.', changeMessage: 'I have listened to Overgrown twice now, close that to-do.' },
];

export function tasks(): TaskInput[] {
  return [...artistCases.map(artistTask), ...mixTextCases.map(mixTextTask), ...journalCases.map(journalTask), ...queueCases.map(queueTask)];
}
