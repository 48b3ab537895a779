import { parseOutput } from './src/parse/registry';
const [, , kind, arg, id] = process.argv;
const MB = 1 << 20;
const base: Record<string, string> = { newlines: '\n', crlf: '\r\n', spaces: ' ', tabs: '\t', digits: '7', spacesNewlines: ' \n' };
const unit = kind === 'base' ? base[arg!]! : kind === 'marker' ? arg! : `${arg}\n`;
const text = unit.repeat(Math.ceil(MB / unit.length)).slice(0, MB);
const t = performance.now();
try { parseOutput({ files: [{ path: 'x.txt', text }] }, id === 'auto' ? undefined : id); } catch {}
console.log(`${(performance.now() - t).toFixed(0)}`);
