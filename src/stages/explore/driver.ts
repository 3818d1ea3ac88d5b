import type { AppRuntime } from '../../runtime/runtime.ts';
import type { SubmitResult, Surface } from '../../runtime/types.ts';
import type { SurfaceDriver } from '../run/surface-driver.ts';
import type { FrameContent } from './schemas.ts';

/** The rendered page's actions as a frame lists them. */
export function frameActions(surface: Surface): FrameContent['actions'] {
  return surface.actions.map((action) => ({
    id: action.id,
    label: action.label,
    inputs: action.inputs.map((input) => ({ name: input.name, label: input.label, type: input.type, required: input.required, ...(input.options ? { options: [...input.options] } : {}) })),
  }));
}

/**
 * What the LLM user sees now, as a frame: the app's page put in front of it, its text, the
 * rendered forms and their fields, and a screenshot on the browser surface.
 */
export async function observeFrame(driver: SurfaceDriver, app: AppRuntime): Promise<FrameContent> {
  const surface = app.open();
  await driver.show(app, surface);
  const look = await driver.look(surface);
  return { text: look.text, actions: frameActions(surface), ...(look.screen !== undefined ? { screen: look.screen } : {}) };
}

/** Presses one action's button with the values its fields hold. */
export async function submitAction(driver: SurfaceDriver, app: AppRuntime, action: string, inputs: Record<string, unknown>): Promise<SubmitResult> {
  const rendered = app.open().actions.find((a) => a.id === action);
  // The session only clicks what the last frame rendered; this guards a page that changed since.
  if (!rendered) return app.submit(action, inputs);
  return driver.act(app, rendered, inputs);
}
