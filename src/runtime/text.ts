/**
 * Visible text of the runtime's own restricted HTML, like a browser's `innerText`: block
 * elements start and end lines, table cells are separated by tabs, form controls show no
 * text (their labels and buttons do), select options are listed, entities are decoded and
 * whitespace collapses. Blank lines are dropped. Only for HTML our templates produce.
 */

const BLOCK = new Set([
  'main', 'header', 'footer', 'section', 'div', 'form', 'p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
  'ul', 'ol', 'li', 'table', 'thead', 'tbody', 'tr', 'select', 'option', 'button',
]);
const CELL = new Set(['td', 'th']);
const HIDDEN = new Set(['script', 'style', 'template', 'textarea', 'head', 'title']);

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-zA-Z]+);/g, (match, body: string) => {
    if (body.startsWith('#x') || body.startsWith('#X')) return String.fromCodePoint(Number.parseInt(body.slice(2), 16));
    if (body.startsWith('#')) return String.fromCodePoint(Number.parseInt(body.slice(1), 10));
    return NAMED[body] ?? match;
  });
}

export function htmlToText(html: string): string {
  const lines: string[] = [];
  let line = '';
  let hidden = 0;
  let cellIndex = 0;
  const breakLine = () => {
    lines.push(line);
    line = '';
  };
  const tokens = html.matchAll(/<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b[^>]*>|([^<]+)|</g);
  for (const token of tokens) {
    const [, closing, rawName, text] = token;
    if (rawName !== undefined) {
      const name = rawName.toLowerCase();
      if (HIDDEN.has(name)) hidden += closing ? -1 : 1;
      else if (name === 'br') line += '\n';
      else if (BLOCK.has(name)) {
        breakLine();
        if (name === 'tr') cellIndex = 0;
      } else if (CELL.has(name) && !closing) {
        if (cellIndex > 0) line += '\t';
        cellIndex += 1;
      }
      continue;
    }
    if (hidden > 0) continue;
    const chunk = text ?? '<';
    line += decodeEntities(chunk.replace(/[ \n\r\f\t]+/g, ' '));
  }
  breakLine();
  return lines
    .flatMap((l) => l.split('\n'))
    .map((l) => l.replace(/ +/g, ' ').replace(/ ?\t ?/g, '\t').trim())
    .filter((l) => l !== '')
    .join('\n');
}
