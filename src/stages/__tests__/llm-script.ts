import { tasks as spotifyTasks } from '../../../tasks/build/cases/spotify/create-revise.ts';
import { completion, startChatServer, toolCall, type ChatServer, type Scripted } from '../../agent/__tests__/chat-server.ts';

type Obj = Record<string, any>;

/** The commute task, with its build action handed to the app-side agent. */
export function agentTask(): Obj {
  const task = structuredClone(spotifyTasks().find((t) => t.id === 'single.spotify.commute-playlist')) as Obj;
  const build = task.reference.A.package.actions[0];
  delete build.plan;
  build.agent = { role: 'playlist builder', instructions: 'Create the playlist, then remember it in the playlists collection.' };
  return task;
}

export const lastUser = (body: Obj) => String([...body.messages].reverse().find((m: Obj) => m.role === 'user')?.content ?? '');

/**
 * A scripted model: generation requests get the package (fenced, with prose around it); agent
 * requests get a create_playlist tool call, then a final state update using the id it got back.
 */
export function llmScript(pkg: Obj, revised: Obj | undefined) {
  return (body: Obj): Scripted => {
    if (Array.isArray(body.tools) && body.tools.length > 0) {
      const toolResult = [...body.messages].reverse().find((m: Obj) => m.role === 'tool');
      if (!toolResult) {
        const title = /Monday Commute/.test(JSON.stringify(body.messages)) ? 'Monday Commute' : 'Playlist';
        return { json: completion(null, { tool_calls: [toolCall('c1', 'spotify__create_playlist', { title })] }) };
      }
      const id = JSON.parse(toolResult.content).response.playlist_id;
      const final = { state_ops: [{ append: 'playlists', item: { id, title: 'Monday Commute', genre: 'pop', public: false } }], message: `Created Monday Commute (playlist ${id}).` };
      return { json: completion(JSON.stringify(final)) };
    }
    const text = lastUser(body);
    const answer = /revis|previous package|new requirement/i.test(text) && revised ? revised : pkg;
    return { json: completion(`Here is the app.\n\`\`\`json\n${JSON.stringify(answer)}\n\`\`\`\nEnjoy!`, { usage: { prompt_tokens: 1000, completion_tokens: 300, total_tokens: 1300, cost: 0.002 } }) };
  };
}

const scriptedServers: ChatServer[] = [];

/** A local model server playing `task`'s reference package (closed by `closeScriptedServers`, in afterEach). */
export async function scriptedServer(task: Obj): Promise<ChatServer> {
  const server = await startChatServer(llmScript(task.reference.A.package, undefined));
  scriptedServers.push(server);
  return server;
}

export async function closeScriptedServers(): Promise<void> {
  for (let server = scriptedServers.pop(); server; server = scriptedServers.pop()) await server.close();
}
