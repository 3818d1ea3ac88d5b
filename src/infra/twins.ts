import { TwinsSettingSchema, type TwinsSetting } from '../schemas/twin.ts';

/**
 * Whether a run evaluates counterfactual twins: its manifest's `settings.twins` ("on"), absent
 * in runs without them (the paper's protocol, and every run made before twins existed).
 */
export function twinsOfRun(settings: Readonly<Record<string, unknown>>): TwinsSetting {
  const parsed = TwinsSettingSchema.safeParse(settings.twins ?? 'off');
  return parsed.success ? parsed.data : 'off';
}
