/**
 * Spotify apps that reach a second service: recommending a song by email, and sharing one of
 * my playlists with a friend by text message.
 */
import { input } from '../../kit/package.ts';
import { type ActSpec, type CaseBase, idOf, logTask, phoneOf } from '../../shapes/found-log.ts';
import { SENT } from '../../kit/changes.ts';

// ---------------------------------------------------------------- recommend a song by email, keep it too

const RECOMMEND: ActSpec[] = [
  { id: 'recommend', label: 'Recommend by email', find: 'song', goal: 'Find the song on Spotify by title and email a recommendation of it to the address.',
    inputs: [input('friend_email', 'Friend\'s email'), input('note', 'Note')],
    // The song's title is the subject and the user's note the text: nothing here is made up.
    calls: [['gmail.send_email', { email_addresses: ['{{inputs.friend_email}}'], subject: '{{inputs.song}}', body: '{{inputs.note}}' }, 'sent']],
    what: 'recommended to {{inputs.friend_email}}', say: 'Emailed {{inputs.friend_email}} about @name (song @id).' },
  { id: 'keep', label: 'Save to my library', find: 'song', goal: 'Find the song by title and add it to my Spotify library.',
    calls: [['spotify.add_song_to_library', { song_id: '@id' }]],
    what: 'saved', say: 'Saved @name (song @id) to your library.' },
];

type RecommendCase = CaseBase & { song: string; email: string; note: string; sendMessage: string; keepMessage: string };

function recommendTask(c: RecommendCase) {
  const song = idOf('song', c.song);
  return logTask(c, {
    intro: 'A song and a friend\'s address; or keep the song yourself.', heading: 'Recommendations', empty: 'No recommendations yet.', kind: 'song', actions: RECOMMEND,
    openInputs: [['song', 'title'], ['friend_email', 'email']], openActions: ['recommend', 'email', 'send'],
    steps: [
      { message: c.sendMessage, values: { song: c.song, friend_email: c.email, note: c.note }, hint: ['recommend', 'email'],
        calls: [['gmail.send_email', { email_addresses: [c.email], subject: c.song, body: c.note }]],
        // The sent email names the song; its recipient is kept as a person id, not the address.
        changes: SENT.email, mutations: 4, show: [c.song] },
      { message: c.keepMessage, values: { song: c.song }, hint: ['save', 'library'],
        calls: [['spotify.add_song_to_library', { song_id: song }]],
        changes: [['spotify.library_songs', 'inserted', { song_id: song }]],
        mutations: 1, show: [c.song, song] },
    ],
    reopenShows: [c.song, c.email], retained: song,
  });
}

const recommendCases: RecommendCase[] = [
  { id: 'single.spotify.song-by-email', split: 'public', seed: 2028, appId: 'song-mailer', title: 'Song Mailer',
    summary: 'Emails friends a song recommendation from Spotify, and saves the song to my library.',
    intention: 'When a song reminds me of a friend I want to email them about it straight from my Spotify app, and keep the song in my own library as well.',
    song: 'Secret Horizon', email: 'zoe.ito@outlook.com', note: 'This one is pure late-night jazz, you will love it.',
    sendMessage: 'Email zoe.ito@outlook.com about Secret Horizon, with the note: This one is pure late-night jazz, you will love it.',
    keepMessage: 'Save Secret Horizon to my library as well.' },
  { id: 'single.spotify.dad-song-tip', split: 'dev', seed: 2029, appId: 'dad-tips', title: 'Songs for Dad',
    summary: 'Sends my dad an email about songs I think he would like, found on Spotify.',
    intention: 'My dad does not use Spotify but reads email. I want to send him a note about a song I found, by its title, and keep the song in my library.',
    song: 'Wandering Fever', email: 'omar.patel@yahoo.com', note: 'Dad, this is your kind of country. Ask me to play it on Sunday.',
    sendMessage: 'Email omar.patel@yahoo.com about Wandering Fever and write: Dad, this is your kind of country. Ask me to play it on Sunday.',
    keepMessage: 'Put Wandering Fever in my library too.' },
  { id: 'single.spotify.band-practice-song', split: 'sealed', seed: 2030, appId: 'band-picks', title: 'Band Picks',
    summary: 'Emails my bandmates a song to learn from Spotify and keeps it in my library.',
    intention: 'Our band picks one cover a month. I email the pick to the drummer from a song title, then save it in my library to practise.',
    song: 'Restless Parade', email: 'felix.novak@gmail.com', note: 'Our cover this month. Learn the bridge first.',
    sendMessage: 'Send Restless Parade to felix.novak@gmail.com with the note: Our cover this month. Learn the bridge first.',
    keepMessage: 'Add Restless Parade to my library so I can practise.' },
];

// ---------------------------------------------------------------- make a playlist public and text it, then make it private

const SHARE: ActSpec[] = [
  { id: 'share_by_text', label: 'Share by text', find: 'myPlaylist', inputs: [input('friend', 'Friend\'s name'), input('text', 'Text message')],
    goal: 'Make one of my Spotify playlists public and text a contact, found by name, where to find it.',
    calls: [
      ['spotify.update_playlist', { playlist_id: '@id', is_public: true }],
      ['phone.search_contacts', { query: '{{inputs.friend}}', page_limit: 1 }, 'who'],
      ['phone.send_text_message', { phone_number: '{{who.0.phone_number}}', message: '{{inputs.text}}' }, 'texted'],
    ],
    what: 'shared with {{who.0.first_name}} {{who.0.last_name}}',
    say: 'Made @name (playlist @id) public and texted {{who.0.first_name}} {{who.0.last_name}} at {{who.0.phone_number}}.' },
  { id: 'make_private', label: 'Make private', find: 'myPlaylist', goal: 'Make one of my Spotify playlists private again.',
    calls: [['spotify.update_playlist', { playlist_id: '@id', is_public: false }]],
    what: 'made private', say: '@name (playlist @id) is private again.' },
];

type TextShareCase = CaseBase & { playlist: string; friend: string; text: string; shareMessage: string; hideMessage: string };

function textShareTask(c: TextShareCase) {
  const playlist = idOf('myPlaylist', c.playlist);
  const phone = phoneOf(c.friend);
  return logTask(c, {
    intro: 'Pick a playlist of yours and a friend from your contacts.', heading: 'Shared playlists', empty: 'Nothing shared yet.', kind: 'playlist', actions: SHARE,
    openInputs: [['playlist'], ['friend', 'contact', 'name']], openActions: ['share', 'text'],
    steps: [
      { message: c.shareMessage, values: { playlist: c.playlist, friend: c.friend, text: c.text }, hint: ['share', 'text'],
        calls: [['spotify.update_playlist', { playlist_id: playlist, is_public: true }], ['phone.send_text_message', { phone_number: phone, message: c.text }]],
        changes: [['spotify.playlists', 'updated', { id: playlist }], ...SENT.text],
        records: [['spotify.playlists', { id: playlist }, { is_public: true }]],
        mutations: 4, show: [c.playlist, phone] },
      { message: c.hideMessage, values: { playlist: c.playlist }, hint: ['private'],
        calls: [['spotify.update_playlist', { playlist_id: playlist, is_public: false }]],
        changes: [['spotify.playlists', 'updated', { id: playlist }]],
        records: [['spotify.playlists', { id: playlist }, { is_public: false }]],
        mutations: 1, show: [c.playlist, playlist] },
    ],
    reopenShows: [c.playlist, playlist], retained: playlist,
  });
}

const textShareCases: TextShareCase[] = [
  { id: 'single.spotify.campfire-text', split: 'dev', seed: 2031, appId: 'campfire-share', title: 'Playlist Texter',
    summary: 'Shares my Spotify playlists with friends by text, making them public, and hides them again.',
    intention: 'Before a camping trip I share my sing-along playlist: make it public on Spotify and text a friend from my contacts about it; later make it private again.',
    playlist: 'Campfire Songs', friend: 'Caleb Larsen', text: 'Campfire Songs is public now, learn the words before Friday!',
    shareMessage: 'Share Campfire Songs with Caleb Larsen by text: Campfire Songs is public now, learn the words before Friday!',
    hideMessage: 'Trip is over, make Campfire Songs private again.' },
  { id: 'single.spotify.slow-jams-text', split: 'sealed', seed: 2032, appId: 'jam-share', title: 'Sunday Sharing',
    summary: 'Opens one of my Spotify playlists to the public and texts it to a contact by name.',
    intention: 'My friends keep asking what I listen to on Sundays. Let me open a playlist up and text someone from my phone contacts about it, and close it later.',
    playlist: 'Sunday Slow Jams', friend: 'Leah Moreau', text: 'Here is my Sunday Slow Jams playlist, enjoy.',
    shareMessage: 'Text Leah Moreau my Sunday Slow Jams playlist and write: Here is my Sunday Slow Jams playlist, enjoy.',
    hideMessage: 'Make Sunday Slow Jams private again, please.' },
];

export const tasks = () => [...recommendCases.map(recommendTask), ...textShareCases.map(textShareTask)];
