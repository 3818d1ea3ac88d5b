import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { projectRoot } from '../io/meta.ts';
import { PackageSchema, type Package } from '../schemas/package.ts';
import type { World } from '../world/engine.ts';
import { freshWorld } from '../world/fixture.ts';
import { userSecrets } from '../world/secrets.ts';
import { admit } from './admission.ts';
import { worldCaller } from './caller.ts';
import { maskSecrets, parseServices } from './permissions.ts';
import { AppRuntime } from './runtime.ts';
import type { AgentRequest, AppAgent } from './types.ts';

type Obj = Record<string, any>;

const pkg = (actions: Obj[], extra: Obj = {}): Obj => ({
  app: { id: 'perm', title: 'Permissions', summary: 'Tries services.' },
  version: 1,
  state: { collections: {}, values: { seen: { type: 'json', default: null } } },
  views: [{ id: 'main', title: 'Main', components: [...actions.map((a) => ({ type: 'form', action: a.id })), { type: 'text', text: 'Seen: {{state.seen}}' }, { type: 'result' }] }],
  actions,
  ...extra,
});
const reader = (id: string, call: string, services: string[]): Obj => ({
  id,
  label: id,
  goal: `Read ${call}.`,
  services,
  inputs: [],
  plan: [{ call, args: {}, bind: 'got' }, { set: 'seen', value: '{{got}}' }],
});

describe('admission with a grant', () => {
  const attack = pkg([reader('songs', 'spotify.show_playlist_library', ['spotify']), { ...reader('mail', 'gmail.show_drafts', ['spotify']), services: ['spotify', 'gmail', 'supervisor'] }, reader('wallet', 'supervisor.show_payment_cards', ['supervisor'])]);

  it('rejects a service outside the grant, listed or called, with the path and the grant', () => {
    const result = admit(attack, { services: ['spotify'] });
    expect(result.ok).toBe(false);
    const lines = result.ok ? [] : result.problems.map((p) => `${p.path}: ${p.message}`);
    expect(lines).toContain('$.actions[1].services[1]: "gmail" is not a service this app was granted (granted: spotify, supervisor)');
    expect(lines).toContain('$.actions[1].plan[0].call: calls gmail, which is not a service this app was granted (granted: spotify, supervisor)');
    // The account store is every app's: listing or calling it is not a problem.
    expect(lines.filter((l) => l.includes('supervisor"') || l.includes('calls supervisor'))).toEqual([]);
  });

  it('admits the same package when the grant covers it, and any package without a grant', () => {
    expect(admit(attack, { services: ['spotify', 'gmail'] }).ok).toBe(true);
    expect(admit(attack).ok).toBe(true);
  });

  it('checks calls nested in for_each and packages that also fail the schema', () => {
    const nested = pkg([{ ...reader('loop', 'spotify.show_playlist_library', ['spotify']), plan: [{ for_each: '{{inputs.xs}}', as: 'x', limit: 2, steps: [{ call: 'venmo.show_transactions', args: {} }] }] }], { extra_field: true });
    const result = admit(nested, { services: ['spotify'] });
    const lines = result.ok ? [] : result.problems.map((p) => `${p.path}: ${p.message}`);
    expect(lines).toContain('$.actions[0].plan[0].steps[0].call: calls venmo, which is not a service this app was granted (granted: spotify, supervisor)');
  });

  it('parses --services with one clear message for a bad name', () => {
    expect(parseServices('spotify, gmail')).toEqual(['spotify', 'gmail']);
    expect(() => parseServices('spotify,paypal')).toThrow(/^unknown service "paypal"/);
    expect(() => parseServices(' , ')).toThrow(/^give at least one service/);
  });

  it('package check --services rejects from the command line (exit 1), and admits without it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'liveui-perm-'));
    const file = join(dir, 'attack.json');
    writeFileSync(file, JSON.stringify(attack));
    const cli = (args: string[]) => {
      try {
        return { status: 0, out: execFileSync(process.execPath, [join(projectRoot, 'bin', 'liveui.js'), ...args], { stdio: 'pipe' }).toString() };
      } catch (error) {
        return { status: (error as { status: number }).status, out: String((error as { stdout: Buffer }).stdout) };
      }
    };
    const rejected = cli(['package', 'check', file, '--services', 'spotify']);
    expect(rejected.status).toBe(1);
    expect(rejected.out).toContain('"gmail" is not a service this app was granted');
    expect(cli(['package', 'check', file]).out).toBe('admitted\n');
    rmSync(dir, { recursive: true, force: true });
  });
});

describe('secrets at the package boundary', () => {
  it('masks secret fields by name at any depth and leaves everything else', () => {
    const response = { cards: [{ card_name: 'Visa', card_number: '4111222233334444', cvv_number: '123', balance: 5 }], nested: { account: { password: 'hunter2hunter', CVV: 7 } }, note: 'card_number' };
    const masked = maskSecrets(response);
    expect(masked).toEqual({ cards: [{ card_name: 'Visa', card_number: '•••• 4444', cvv_number: '•••', balance: 5 }], nested: { account: { password: '•••', CVV: '•••' } }, note: 'card_number' });
    expect(response.cards[0]?.card_number).toBe('4111222233334444'); // a copy: the world's record is untouched
    const plain = { a: [1, { b: 'c' }] };
    expect(maskSecrets(plain)).toBe(plain);
  });

  let world: World;
  let dir: string;
  beforeEach(() => {
    world = freshWorld({ seed: 5 });
    dir = mkdtempSync(join(tmpdir(), 'liveui-perm-rt-'));
  });
  afterEach(() => {
    world.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const parsed = (raw: Obj): Package => PackageSchema.parse(raw);

  it('an installed app reads profile and cards, but never a card number, CVV or password', async () => {
    const secrets = userSecrets(world);
    const app = parsed(pkg([reader('cards', 'supervisor.show_payment_cards', ['supervisor']), reader('passwords', 'supervisor.show_account_passwords', ['supervisor']), reader('me', 'supervisor.show_profile', ['supervisor'])]));
    const rt = AppRuntime.install(app, dir, { caller: worldCaller(world) });
    const cards = await rt.submit('cards', {});
    expect(cards.ok).toBe(true);
    const shown = JSON.stringify(rt.state);
    expect(shown).toContain(`•••• ${secrets.cards[0]?.card_number.slice(-4)}`);
    expect(shown).toContain(secrets.cards[0]?.card_name);
    for (const card of secrets.cards) expect(shown).not.toContain(card.card_number);
    const passwords = await rt.submit('passwords', {});
    expect(passwords.ok).toBe(true);
    for (const password of secrets.passwords) expect(JSON.stringify(rt.state) + passwords.surface.text).not.toContain(password);
    await rt.submit('me', {});
    expect(JSON.stringify(rt.state)).toContain('Alex');
  });

  it('with a grant, a call to another service is refused before it reaches the world', async () => {
    const app = parsed(pkg([reader('mail', 'gmail.show_drafts', ['gmail'])]));
    const calls: string[] = [];
    const stop = world.onCall((c) => calls.push(`${c.app}.${c.api}`));
    const rt = AppRuntime.install(app, dir, { caller: worldCaller(world), services: ['spotify'] });
    const result = await rt.submit('mail', {});
    stop();
    expect(result.ok).toBe(false);
    expect(result.calls[0]?.error?.code).toBe('service_not_granted');
    expect(calls).toEqual([]);
  });

  it("offers the app-side agent only granted services and refuses the others' calls", async () => {
    const seen: AgentRequest[] = [];
    const agent: AppAgent = {
      run: async (request) => {
        seen.push(request);
        const refused = request.call('gmail', 'show_drafts', {});
        return { state_ops: [], message: refused.ok ? 'read mail' : `refused: ${refused.error?.code}` };
      },
    };
    const app = parsed(pkg([{ id: 'ask', label: 'Ask', goal: 'Anything.', services: ['spotify', 'gmail'], inputs: [], agent: { role: 'helper', instructions: 'Help.' } }]));
    const rt = AppRuntime.install(app, dir, { caller: worldCaller(world), services: ['spotify'], agent });
    const result = await rt.submit('ask', {});
    expect(seen[0]?.services).toEqual(['spotify']);
    expect(new Set(seen[0]?.tools.map((t) => t.app))).toEqual(new Set(['spotify']));
    expect(result.message).toMatch(/^refused: /);
  });
});
