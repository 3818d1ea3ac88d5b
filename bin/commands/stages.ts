import type { CommandModule } from 'yargs';

export const stageCommands: CommandModule[] = [];
