import type { CommandModule } from 'yargs';

export const appCommands: CommandModule[] = [];
