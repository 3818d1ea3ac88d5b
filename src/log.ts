/** stderr logger: stdout is reserved for data. */
const quiet = () => process.env.LIVEUI_QUIET === '1';

export const log = {
  info(message: string): void {
    if (!quiet()) process.stderr.write(`${message}\n`);
  },
  warn(message: string): void {
    process.stderr.write(`warning: ${message}\n`);
  },
  error(message: string): void {
    process.stderr.write(`error: ${message}\n`);
  },
};

/** Writes data to stdout (the one place that may). */
export function out(text: string): void {
  process.stdout.write(text.endsWith('\n') ? text : `${text}\n`);
}
