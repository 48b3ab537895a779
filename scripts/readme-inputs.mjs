// Generates the README's inputs/outputs tables from action.yml (the one source of truth).
//   node scripts/readme-inputs.mjs                 print the markdown
//   node scripts/readme-inputs.mjs --write README.md   replace the block between the markers
//   node scripts/readme-inputs.mjs --check README.md   exit 1 when the README's block is stale (CI)
// Markers: <!-- action-inputs:start --> … <!-- action-inputs:end -->
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const START = '<!-- action-inputs:start -->';
const END = '<!-- action-inputs:end -->';
const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** One line per cell: newlines folded, pipes escaped so the table holds. */
function cell(text) {
  return String(text ?? '').replace(/\s*\n\s*/g, ' ').trim().replace(/\|/g, '\\|');
}

function code(value) {
  if (value === undefined || value === '') return '';
  const text = String(value);
  return text.includes('`') ? `\`\` ${text} \`\`` : `\`${text}\``;
}

export function renderTables(action) {
  const inputs = Object.entries(action.inputs ?? {}).map(
    ([name, i]) => `| \`${name}\` | ${cell(i.description)} | ${code(i.default)} | ${i.required ? 'yes' : 'no'} |`,
  );
  const outputs = Object.entries(action.outputs ?? {}).map(([name, o]) => `| \`${name}\` | ${cell(o.description)} |`);
  return [
    '### Inputs',
    '',
    '| Input | Description | Default | Required |',
    '| --- | --- | --- | --- |',
    ...inputs,
    '',
    '### Outputs',
    '',
    '| Output | Description |',
    '| --- | --- |',
    ...outputs,
    '',
  ].join('\n');
}

function main(argv) {
  const action = parse(readFileSync(join(root, 'action.yml'), 'utf8'));
  const tables = renderTables(action);
  const [flag, file] = argv;
  if (!flag) {
    process.stdout.write(tables);
    return 0;
  }
  if ((flag !== '--write' && flag !== '--check') || !file) {
    console.error('usage: node scripts/readme-inputs.mjs [--write|--check README.md]');
    return 2;
  }
  const text = readFileSync(file, 'utf8');
  const a = text.indexOf(START);
  const b = text.indexOf(END);
  if (a < 0 || b < a) {
    console.error(`${file}: markers ${START} … ${END} not found`);
    return 2;
  }
  const next = `${text.slice(0, a + START.length)}\n${tables}${text.slice(b)}`;
  if (flag === '--check') {
    if (next !== text) {
      console.error(`${file}: the inputs/outputs tables are out of date with action.yml; run node scripts/readme-inputs.mjs --write ${file}`);
      return 1;
    }
    return 0;
  }
  writeFileSync(file, next);
  return 0;
}

process.exitCode = main(process.argv.slice(2));
