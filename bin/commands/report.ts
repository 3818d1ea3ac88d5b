import type { CommandModule } from 'yargs';

export const reportCommands: CommandModule[] = [];
