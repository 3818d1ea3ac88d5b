import type { CommandModule } from 'yargs';

export const taskCommands: CommandModule[] = [];
