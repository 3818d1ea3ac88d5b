import type { CommandModule } from 'yargs';

export const paperCommands: CommandModule[] = [];
