import type { CommandModule } from 'yargs';

export const packageCommands: CommandModule[] = [];
