import type { AppRuntime } from '../../runtime/runtime.ts';
import type { SubmitResult, Surface } from '../../runtime/types.ts';
import type { FrameContent } from './schemas.ts';

/**
 * Where the LLM user meets the app. `observe` gives what a person sees now (text, the rendered
 * forms and their fields, a screenshot on the browser surface); `submit` presses one action's
 * button with the values its fields hold. The session logic is the same on every surface.
 */
export interface SurfaceDriver {
  observe(app: AppRuntime): Promise<FrameContent>;
  submit(app: AppRuntime, action: string, inputs: Record<string, unknown>): Promise<SubmitResult>;
}

/** The rendered page's actions as a frame lists them. */
export function frameActions(surface: Surface): FrameContent['actions'] {
  return surface.actions.map((action) => ({
    id: action.id,
    label: action.label,
    inputs: action.inputs.map((input) => ({ name: input.name, label: input.label, type: input.type, required: input.required, ...(input.options ? { options: [...input.options] } : {}) })),
  }));
}

/** The text surface: the rendered HTML read as text, submits straight to the runtime. */
export const textDriver: SurfaceDriver = {
  observe: async (app) => {
    const surface = app.open();
    return { text: surface.text, actions: frameActions(surface) };
  },
  submit: (app, action, inputs) => app.submit(action, inputs),
};
