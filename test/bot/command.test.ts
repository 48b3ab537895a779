import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCommands, permissionAllows, selectCommand, shaMatchesHead, shouldHandle } from '../../src/bot/command';
import { helpText } from '../../src/render/bot-replies';

const SHA40 = '3f2a9c41d07be6c55e0d0a1b2c3d4e5f60718293';

describe('parseCommands: what counts as a command', () => {
  it('run with no suites', () => {
    expect(parseCommands('/benchgate run')).toEqual([{ kind: 'run', suites: [], line: 1 }]);
  });

  it('run --paired: base and head side by side, with or without suites and a sha', () => {
    expect(parseCommands('/benchgate run --paired')).toEqual([{ kind: 'run', suites: [], paired: true, line: 1 }]);
    expect(parseCommands(`/benchgate run parser --paired ${SHA40}`)).toEqual([{ kind: 'run', suites: ['parser'], sha: SHA40, paired: true, line: 1 }]);
    // Quoted, it is a suite name, not the flag.
    expect(parseCommands('/benchgate run "--paired"')).toEqual([{ kind: 'run', suites: ['--paired'], line: 1 }]);
    expect(parseCommands('/benchgate run --pair')).toEqual([{ kind: 'unknown', text: '/benchgate run --pair', reason: 'unknown option "--pair"', line: 1 }]);
    expect(helpText()).toContain('/benchgate run --paired');
  });

  it('run with suites, extra spaces and tabs, trailing whitespace', () => {
    expect(parseCommands('/benchgate   run\tparser   codec  \t')).toEqual([{ kind: 'run', suites: ['parser', 'codec'], line: 1 }]);
  });

  it('up to three leading spaces; four is indented code', () => {
    expect(parseCommands('   /benchgate run a')).toEqual([{ kind: 'run', suites: ['a'], line: 1 }]);
    expect(parseCommands('    /benchgate run a')).toEqual([]);
    expect(parseCommands('\t/benchgate run a')).toEqual([]);
    expect(parseCommands('text\n    /benchgate run a')).toEqual([]); // paragraph continuation, still not at line start
  });

  it('quoted suite names keep their spaces; duplicates collapse', () => {
    expect(parseCommands(`/benchgate run "my suite" 'other one' my-suite "my suite"`)).toEqual([
      { kind: 'run', suites: ['my suite', 'other one', 'my-suite'], line: 1 },
    ]);
  });

  it('a sha pins the run; combined with suites in any order; lower-cased', () => {
    expect(parseCommands(`/benchgate run ${SHA40}`)).toEqual([{ kind: 'run', suites: [], sha: SHA40, line: 1 }]);
    expect(parseCommands('/benchgate run ABC1234DEF56 parser')).toEqual([{ kind: 'run', suites: ['parser'], sha: 'abc1234def56', line: 1 }]);
    expect(parseCommands('/benchgate run parser abc1234def56')).toEqual([{ kind: 'run', suites: ['parser'], sha: 'abc1234def56', line: 1 }]);
  });

  it('hex-looking tokens outside 12–40 digits are suites (7 hex digits can be brute-forced); quoted hex is a suite', () => {
    expect(parseCommands('/benchgate run abc1234')).toEqual([{ kind: 'run', suites: ['abc1234'], line: 1 }]);
    expect(parseCommands('/benchgate run abc1234def5')).toEqual([{ kind: 'run', suites: ['abc1234def5'], line: 1 }]);
    expect(parseCommands(`/benchgate run ${SHA40}0`)).toEqual([{ kind: 'run', suites: [`${SHA40}0`], line: 1 }]);
    expect(parseCommands('/benchgate run "deadbeef"')).toEqual([{ kind: 'run', suites: ['deadbeef'], line: 1 }]);
  });

  it('help, and a bare /benchgate, mean help', () => {
    expect(parseCommands('/benchgate help')).toEqual([{ kind: 'help', line: 1 }]);
    expect(parseCommands('/benchgate')).toEqual([{ kind: 'help', line: 1 }]);
    expect(parseCommands('/benchgate   ')).toEqual([{ kind: 'help', line: 1 }]);
  });

  it('unknown subcommands and bad arguments are unknown, with the text and a reason', () => {
    expect(parseCommands('/benchgate bench all')).toEqual([{ kind: 'unknown', text: '/benchgate bench all', line: 1 }]);
    expect(parseCommands('/benchgate RUN')).toEqual([{ kind: 'unknown', text: '/benchgate RUN', line: 1 }]);
    expect(parseCommands('/benchgate "run"')).toEqual([{ kind: 'unknown', text: '/benchgate "run"', line: 1 }]);
    expect(parseCommands('/benchgate help me')).toEqual([{ kind: 'unknown', text: '/benchgate help me', reason: 'help takes no arguments', line: 1 }]);
    expect(parseCommands('/benchgate run "my suite')).toEqual([{ kind: 'unknown', text: '/benchgate run "my suite', reason: 'unclosed " quote', line: 1 }]);
    expect(parseCommands('/benchgate run "a"b')).toEqual([{ kind: 'unknown', text: '/benchgate run "a"b', reason: 'expected a space after the closing "', line: 1 }]);
    expect(parseCommands('/benchgate run abc1234def56 def5678abc12')).toEqual([{ kind: 'unknown', text: '/benchgate run abc1234def56 def5678abc12', reason: 'give at most one commit sha', line: 1 }]);
    expect(parseCommands('/benchgate run ""')).toEqual([{ kind: 'unknown', text: '/benchgate run ""', reason: 'a suite name cannot be empty', line: 1 }]);
    expect(parseCommands('/benchgate run --all')).toEqual([{ kind: 'unknown', text: '/benchgate run --all', reason: 'unknown option "--all"', line: 1 }]);
    // A quoted name may start with a dash: it is clearly a name, and is matched against the config's suites.
    expect(parseCommands('/benchgate run "-x"')).toEqual([{ kind: 'run', suites: ['-x'], line: 1 }]);
  });

  it('not commands: other prefixes, case, mid-line mentions, list items', () => {
    for (const body of [
      '/benchgateX run',
      '/benchgate-run',
      '/Benchgate run',
      '/BENCHGATE run',
      'benchgate run',
      'please /benchgate run',
      '- /benchgate run',
      '1. /benchgate run',
      '* /benchgate run',
      '//benchgate run',
    ]) expect(parseCommands(body), body).toEqual([]);
  });
});

describe('parseCommands: markdown that merely mentions a command', () => {
  it('fenced code blocks with backticks and tildes, with info strings, longer fences', () => {
    expect(parseCommands('Try this:\n```\n/benchgate run\n```\n')).toEqual([]);
    expect(parseCommands('~~~sh\n/benchgate run\n~~~')).toEqual([]);
    expect(parseCommands('````md\n```\n/benchgate run\n```\n````')).toEqual([]); // inner ``` does not close ````
    expect(parseCommands('~~~\n```\n~~~\n/benchgate run')).toEqual([{ kind: 'run', suites: [], line: 4 }]);
    expect(parseCommands('   ```\n/benchgate help\n   ```')).toEqual([]);
  });

  it('an unclosed fence runs to the end of the comment', () => {
    expect(parseCommands('```\n/benchgate run\n\n/benchgate help')).toEqual([]);
  });

  it('a backtick fence whose info string holds a backtick is not a fence', () => {
    expect(parseCommands('``` a`b\n/benchgate run')).toEqual([{ kind: 'run', suites: [], line: 2 }]);
  });

  it('a closing fence needs the same character and at least the same length', () => {
    expect(parseCommands('````\n/benchgate run\n```\n/benchgate help\n````\n/benchgate run x')).toEqual([
      { kind: 'run', suites: ['x'], line: 6 },
    ]);
  });

  it('inline code, also across lines of one paragraph', () => {
    expect(parseCommands('`/benchgate run`')).toEqual([]);
    expect(parseCommands('Type `\n/benchgate run\n` to run')).toEqual([]);
    expect(parseCommands('Type ``a ` b\n/benchgate run\n`` to run')).toEqual([]);
    // An unmatched backtick is literal: the next line is a command.
    expect(parseCommands('one ` here\n/benchgate run')).toEqual([{ kind: 'run', suites: [], line: 2 }]);
    // A blank line ends the paragraph, and with it any code span.
    expect(parseCommands('Type `\n\n/benchgate run\n`')).toEqual([{ kind: 'run', suites: [], line: 3 }]);
    // A code span that closes on the same line does not hide the next line.
    expect(parseCommands('use `x`\n/benchgate help')).toEqual([{ kind: 'help', line: 2 }]);
  });

  it('inline code: a backslash-escaped backtick opens no span; inline HTML comments across lines', () => {
    // The escaped backtick is text, so the next one opens the span that the last line closes.
    expect(parseCommands('\\`a `\n/benchgate run\n`')).toEqual([]);
    expect(parseCommands('\\``a\n/benchgate run\n`')).toEqual([]); // the run's other backtick opens it
    expect(parseCommands('\\\\`a\n/benchgate run\n`')).toEqual([]); // an escaped backslash escapes nothing
    expect(parseCommands('x <!--\n/benchgate run\n-->')).toEqual([]);
    // A code span hides the `<!--`, and so does a backslash; `<!-->` is a whole (empty) comment.
    expect(parseCommands('`a <!--`\n/benchgate run\n-->')).toEqual([{ kind: 'run', suites: [], line: 2 }]);
    expect(parseCommands('a \\<!--\n/benchgate run\n-->')).toEqual([{ kind: 'run', suites: [], line: 2 }]);
    expect(parseCommands('x <!-->\n/benchgate run')).toEqual([{ kind: 'run', suites: [], line: 2 }]);
    // CommonMark 0.31 hides the first backtick in the comment, but before 0.31 `--` made it no comment and
    // the backticks a code span: hidden if either reading hides it.
    expect(parseCommands('x <!-- -- ` -->\n/benchgate run\n`')).toEqual([]);
  });

  it('block quotes, nested and indented (GitHub "Quote reply")', () => {
    expect(parseCommands('> /benchgate run')).toEqual([]);
    expect(parseCommands('>/benchgate run')).toEqual([]);
    expect(parseCommands('> > /benchgate run')).toEqual([]);
    expect(parseCommands('  > /benchgate run')).toEqual([]);
    expect(parseCommands('> earlier you said\n> /benchgate run\n\nThanks!')).toEqual([]);
  });

  it('indented code blocks after a blank line', () => {
    expect(parseCommands('Example:\n\n    /benchgate run\n')).toEqual([]);
  });

  it('HTML comments, one line or several', () => {
    expect(parseCommands('<!-- /benchgate run -->')).toEqual([]);
    expect(parseCommands('<!--\n/benchgate run\n-->\n/benchgate help')).toEqual([{ kind: 'help', line: 4 }]);
  });

  it('a block quote goes on over the unprefixed lines that continue its paragraph (lazy continuation, CommonMark 5.1)', () => {
    // GitHub renders both lines inside the quote: quoting a comment must not run the command it quotes.
    expect(parseCommands("> thanks, I'll try this\n/benchgate run")).toEqual([]);
    expect(parseCommands('> a\nmore text\n   /benchgate run\n/benchgate help')).toEqual([]);
    expect(parseCommands('> > a\n/benchgate run')).toEqual([]);
    // The paragraph of a list item inside a quote, a quote inside a list item.
    expect(parseCommands('> - a\n/benchgate run')).toEqual([]);
    expect(parseCommands('- > a\n/benchgate run')).toEqual([]);
    expect(parseCommands('- > a\n  /benchgate run')).toEqual([]);
    // `===` cannot underline a lazy line (it would be a setext heading): it continues the quoted paragraph too.
    expect(parseCommands('> a\n===\n/benchgate run')).toEqual([]);
    // A fence or an HTML comment ends the quote, and hides the line itself.
    expect(parseCommands('> a\n```\n/benchgate run')).toEqual([]);
    expect(parseCommands('> a\n<!--\n/benchgate run\n-->')).toEqual([]);
  });

  it('still commands: the line after a quote ended by a blank line, a blank `>` line, or another block', () => {
    expect(parseCommands('> a\n\n/benchgate run')).toEqual([{ kind: 'run', suites: [], line: 3 }]);
    // `>` alone is a blank line inside the quote: the paragraph ends there, and the next line starts a new one.
    expect(parseCommands('> a\n>\n/benchgate run')).toEqual([{ kind: 'run', suites: [], line: 3 }]);
    expect(parseCommands('> a\n> \n/benchgate run')).toEqual([{ kind: 'run', suites: [], line: 3 }]);
    // Only paragraph text continues lazily: not a quoted fence, heading, thematic break or HTML comment.
    expect(parseCommands('> ```\n/benchgate run')).toEqual([{ kind: 'run', suites: [], line: 2 }]);
    expect(parseCommands('> # Title\n/benchgate run')).toEqual([{ kind: 'run', suites: [], line: 2 }]);
    expect(parseCommands('> <!-- x -->\n/benchgate run')).toEqual([{ kind: 'run', suites: [], line: 2 }]);
    // A heading or a thematic break (not a setext underline: the line before was lazy) ends the quote.
    expect(parseCommands('> a\n# Title\n/benchgate run')).toEqual([{ kind: 'run', suites: [], line: 3 }]);
    expect(parseCommands('> a\n---\n/benchgate run')).toEqual([{ kind: 'run', suites: [], line: 3 }]);
    expect(parseCommands('> a\n<!-- x -->\n/benchgate run')).toEqual([{ kind: 'run', suites: [], line: 3 }]);
    // A list item ends it as well; the next line continues the item's paragraph, which is plain text.
    expect(parseCommands('> a\n- b\n/benchgate run')).toEqual([{ kind: 'run', suites: [], line: 3 }]);
  });

  it('a fence opened on a list item line holds the lines indented to the item', () => {
    expect(parseCommands('- try this:\n- ```\n  /benchgate run\n  ```')).toEqual([]);
    expect(parseCommands('1. ~~~\n   /benchgate run\n   ~~~')).toEqual([]);
    expect(parseCommands('1) ```sh\n\n   /benchgate run')).toEqual([]); // unclosed, across a blank line
    expect(parseCommands('*  ```\n   /benchgate run\n   ```')).toEqual([]); // content column 3
    expect(parseCommands('+ ````\n  ```\n  /benchgate run\n  ````')).toEqual([]); // inner ``` does not close ````
    expect(parseCommands('> - ```\n/benchgate help\n```\n/benchgate run')).toEqual([{ kind: 'help', line: 2 }]);
  });

  it('still commands: after a list item fence that was closed, or ended by a line indented less than the item', () => {
    expect(parseCommands('- ```\n  /benchgate help\n  ```\n/benchgate run')).toEqual([{ kind: 'run', suites: [], line: 4 }]);
    expect(parseCommands('- ```\n  x\n/benchgate run')).toEqual([{ kind: 'run', suites: [], line: 3 }]);
    expect(parseCommands('- ```\n  x\n\n/benchgate run')).toEqual([{ kind: 'run', suites: [], line: 4 }]);
    // Nested: the inner item's fence closes, the outer item goes on with a paragraph.
    expect(parseCommands('- - ```\n    x\n    ```\n  /benchgate run')).toEqual([{ kind: 'run', suites: [], line: 4 }]);
    // Ended by a line at one space, which then opens a fence of its own.
    expect(parseCommands('- ```\n  x\n ```\n/benchgate run')).toEqual([]);
  });

  it('a list item\'s own paragraphs are plain text: their lines at most 3 spaces in are commands', () => {
    // CommonMark puts these lines inside the item (a lazy continuation line, a continuation line, a second
    // paragraph), but as paragraph text, not code or a quote.
    expect(parseCommands('- item\n/benchgate run')).toEqual([{ kind: 'run', suites: [], line: 2 }]);
    expect(parseCommands('- item\n  /benchgate run')).toEqual([{ kind: 'run', suites: [], line: 2 }]);
    expect(parseCommands('- item\n\n  /benchgate run')).toEqual([{ kind: 'run', suites: [], line: 3 }]);
    // Indented code inside the item.
    expect(parseCommands('- item\n\n      /benchgate run')).toEqual([]);
    // An item that starts with a blank line and then has a blank line is empty and ends: the fence is outside it.
    expect(parseCommands('-\n\n  ```\n/benchgate run')).toEqual([]);
  });

  it('an HTML comment cut short by the end of its quote or list item stays open in the page, until a `-->` in HTML', () => {
    // The item ends at the unindented line, and with it the HTML block: `-->` after it is paragraph text,
    // escaped, so the `<!--` in the page is never closed and the browser hides the rest.
    expect(parseCommands('- <!--\n/benchgate run\n-->\n/benchgate help')).toEqual([]);
    expect(parseCommands('> <!--\n/benchgate run\n<!-- -->\n/benchgate help')).toEqual([{ kind: 'help', line: 4 }]);
    expect(parseCommands('<!-- a --> <!--\n/benchgate run')).toEqual([]);
    // Closed inside its container: what follows is read as usual.
    expect(parseCommands('- <!--\n  /benchgate help\n  -->\n/benchgate run')).toEqual([{ kind: 'run', suites: [], line: 4 }]);
    expect(parseCommands('> <!--\n> /benchgate help\n> -->\n/benchgate run')).toEqual([{ kind: 'run', suites: [], line: 4 }]);
  });

  it('only spaces and tabs are blank or may follow a closing fence (not a no-break space); only CR and LF end a line', () => {
    expect(parseCommands('```\nx\n```\u00a0\n/benchgate run')).toEqual([]);
    expect(parseCommands('Type `\n\u00a0\n/benchgate run\n`')).toEqual([]);
    expect(parseCommands('```x\u2028y\n/benchgate run')).toEqual([]);
    expect(parseCommands('```\nx\n```\t \n/benchgate run')).toEqual([{ kind: 'run', suites: [], line: 4 }]);
  });
});

describe('parseCommands: several lines', () => {
  it('one command per line, in order, with 1-based line numbers; CRLF and CR endings', () => {
    const body = 'Thanks!\r\n/benchgate run parser\r\n\r\n/benchgate help\r/benchgate nope';
    expect(parseCommands(body)).toEqual([
      { kind: 'run', suites: ['parser'], line: 2 },
      { kind: 'help', line: 4 },
      { kind: 'unknown', text: '/benchgate nope', line: 5 },
    ]);
  });

  it('selectCommand takes the first and counts the rest', () => {
    expect(selectCommand(parseCommands('/benchgate run a\n/benchgate run b\n/benchgate help'))).toEqual({
      command: { kind: 'run', suites: ['a'], line: 1 },
      ignored: 2,
    });
    expect(selectCommand([])).toEqual({ command: undefined, ignored: 0 });
  });

  it('a real-looking review comment with a quote, code, and a command at the end', () => {
    const body = [
      '> Could you `/benchgate run` this?',
      '',
      'Sure, the syntax is:',
      '',
      '```',
      '/benchgate run "my suite"',
      '```',
      '',
      'Here goes:',
      '/benchgate run "my suite" 0123abc0123a',
    ].join('\n');
    expect(parseCommands(body)).toEqual([{ kind: 'run', suites: ['my suite'], sha: '0123abc0123a', line: 10 }]);
  });

  it('a paragraph of 200,000 lines, and one of 100,000 backtick runs, are read (no stack overflow, no rescanning)', () => {
    // Every line of a paragraph was spread into one push (a RangeError beyond ~120,000), and every backtick
    // run searched the runs from the start for its closer.
    expect(parseCommands(`/benchgate run\n${'a\n'.repeat(200_000)}`)).toEqual([{ kind: 'run', suites: [], line: 1 }]);
    // Paired in order: the last pair closes before the help line, or spans it.
    expect(parseCommands(`/benchgate run\n${'`\n'.repeat(100_000)}/benchgate help`)).toEqual([{ kind: 'run', suites: [], line: 1 }, { kind: 'help', line: 100_002 }]);
    expect(parseCommands(`/benchgate run\n${'`\n'.repeat(100_001)}/benchgate help\n\``)).toEqual([{ kind: 'run', suites: [], line: 1 }]);
    // Every `<!--` without a `-->` after it: the search for one is not repeated from each.
    expect(parseCommands(`/benchgate run\n${'a <!--\n'.repeat(100_000)}/benchgate help`)).toEqual([{ kind: 'run', suites: [], line: 1 }, { kind: 'help', line: 100_002 }]);
  });

  it('quotes with lazy lines, and deep nesting, are read in linear time', () => {
    // Each `> x` line continues the quoted paragraph, and so does each command after it.
    const started = performance.now();
    expect(parseCommands('> x\n/benchgate run\n'.repeat(10_000))).toEqual([]);
    expect(parseCommands(`${'> x\n/benchgate run\n'.repeat(10_000)}\n/benchgate help`)).toEqual([{ kind: 'help', line: 20_002 }]);
    // 100,000 nested list items, then 100,000 blank lines each going through every open item: nesting deeper
    // than any real comment is not followed (its text taken as a mention), so each line's work is bounded.
    expect(parseCommands(`${'- '.repeat(100_000)}x\n${'\n'.repeat(100_000)}/benchgate run`)).toEqual([{ kind: 'run', suites: [], line: 100_002 }]);
    expect(parseCommands(`${'> '.repeat(100_000)}x\n${'>\n'.repeat(100_000)}/benchgate run`)).toEqual([{ kind: 'run', suites: [], line: 100_002 }]);
    expect(parseCommands(`${'- '.repeat(100_000)}x\n/benchgate run`)).toEqual([]);
    // Generous: the parse is linear (tens of milliseconds); a quadratic one takes minutes here.
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('never throws, and every command line is a line of the body starting with /benchgate (property)', () => {
    const piece = fc.constantFrom('/benchgate', ' run', ' help', ' "a b"', "'", '"', '`', '```', '~~~', '> ', '<!--', '-->', '\n', '\r\n', ' ', '\t', 'abc1234', 'x');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 30 }), (parts) => {
        const body = parts.join('');
        const lines = body.split(/\r\n|\r|\n/);
        for (const c of parseCommands(body)) {
          expect(lines[c.line - 1]!.replace(/^ {0,3}/, '').startsWith('/benchgate')).toBe(true);
        }
      }),
      { seed: 5, numRuns: 500 },
    );
  });
});

describe('shouldHandle', () => {
  const event = (over: { action?: string; body?: string | null; type?: string; login?: string; association?: string; pr?: boolean | null } = {}) => ({
    action: over.action ?? 'created',
    issue: {
      number: 42,
      ...(over.pr === false ? {} : over.pr === null ? { pull_request: null } : { pull_request: { url: 'https://api.github.com/repos/o/r/pulls/42' } }),
    },
    comment: {
      id: 9001,
      body: over.body === undefined ? '/benchgate run parser' : over.body,
      user: { login: over.login ?? 'octocat', type: over.type ?? 'User' },
      author_association: over.association ?? 'MEMBER',
    },
    repository: { full_name: 'o/r' },
  });

  it('a new PR comment from a member with a run command: check permission, then run', () => {
    expect(shouldHandle(event())).toEqual({
      action: 'run',
      pr: 42,
      commentId: 9001,
      author: 'octocat',
      command: { kind: 'run', suites: ['parser'], line: 1 },
      ignored: 0,
    });
  });

  it('every association but a mannequin goes to the permission lookup (a private org member shows as CONTRIBUTOR, or NONE without commits)', () => {
    for (const association of ['OWNER', 'MEMBER', 'COLLABORATOR', 'CONTRIBUTOR', 'NONE', 'FIRST_TIMER', 'FIRST_TIME_CONTRIBUTOR']) expect(shouldHandle(event({ association })).action).toBe('run');
  });

  it('MANNEQUIN (a placeholder of an imported account, no access): a polite no, nothing runs', () => {
    expect(shouldHandle(event({ association: 'MANNEQUIN' }))).toEqual({ action: 'deny', pr: 42, commentId: 9001, author: 'octocat', reason: 'author association MANNEQUIN' });
  });

  it('edited and deleted comments never trigger', () => {
    expect(shouldHandle(event({ action: 'edited' }))).toEqual({ action: 'ignore', reason: 'comment edited, only new comments trigger' });
    expect(shouldHandle(event({ action: 'deleted' })).action).toBe('ignore');
  });

  it('comments on issues (not PRs) are ignored', () => {
    expect(shouldHandle(event({ pr: false }))).toEqual({ action: 'ignore', reason: '#42 is an issue, not a pull request' });
    expect(shouldHandle(event({ pr: null })).action).toBe('ignore');
  });

  it("other bots' comments are ignored, by type or by [bot] login", () => {
    expect(shouldHandle(event({ type: 'Bot', login: 'renovate' }))).toEqual({ action: 'ignore', reason: 'renovate is a bot' });
    expect(shouldHandle(event({ login: 'github-actions[bot]' }))).toEqual({ action: 'ignore', reason: 'github-actions[bot] is a bot' });
    // benchgate's own reply quotes the help, which mentions commands: still a bot.
    expect(shouldHandle(event({ type: 'Bot', login: 'github-actions[bot]', body: helpText() })).action).toBe('ignore');
  });

  it('no command, or only a mention in code: ignored', () => {
    expect(shouldHandle(event({ body: 'LGTM' }))).toEqual({ action: 'ignore', reason: 'no /benchgate command' });
    expect(shouldHandle(event({ body: '`/benchgate run`' })).action).toBe('ignore');
    expect(shouldHandle(event({ body: null })).action).toBe('ignore');
  });

  it('help and unknown commands get the help, from anyone (nothing runs)', () => {
    expect(shouldHandle(event({ body: '/benchgate help', association: 'NONE' }))).toEqual({
      action: 'help', pr: 42, commentId: 9001, author: 'octocat', command: { kind: 'help', line: 1 }, ignored: 0,
    });
    expect(shouldHandle(event({ body: '/benchgate frobnicate' })).action).toBe('help');
  });

  it('several commands: the first decides and the rest are counted', () => {
    expect(shouldHandle(event({ body: '/benchgate help\n/benchgate run' }))).toMatchObject({ action: 'help', ignored: 1 });
    expect(shouldHandle(event({ body: '/benchgate run a\n/benchgate run b' }))).toMatchObject({ action: 'run', ignored: 1 });
  });

  it('payloads of other events, or malformed ones, are ignored', () => {
    expect(shouldHandle({ action: 'opened', pull_request: { number: 1 } })).toEqual({ action: 'ignore', reason: 'not an issue_comment payload' });
    expect(shouldHandle(null).action).toBe('ignore');
    expect(shouldHandle({ ...event(), comment: { ...event().comment, id: '9001' } }).action).toBe('ignore');
  });
});

describe('permissionAllows', () => {
  it('write and admin only (maintain reports as write; triage as read)', () => {
    expect(permissionAllows({ permission: 'admin', role_name: 'admin' })).toBe(true);
    expect(permissionAllows({ permission: 'write', role_name: 'maintain' })).toBe(true);
    expect(permissionAllows({ permission: 'read', role_name: 'triage' })).toBe(false);
    expect(permissionAllows({ permission: 'none' })).toBe(false);
    expect(permissionAllows({})).toBe(false);
    expect(permissionAllows('write')).toBe(false);
  });
});

describe('shaMatchesHead', () => {
  it('a prefix of the head, any case; anything else does not match', () => {
    expect(shaMatchesHead('3f2a9c41d07b', SHA40)).toBe(true);
    expect(shaMatchesHead(SHA40.toUpperCase(), SHA40)).toBe(true);
    expect(shaMatchesHead('3f2a9c41d07c', SHA40)).toBe(false);
    expect(shaMatchesHead('3f2a9c4', SHA40)).toBe(false); // 7 digits: too easy to brute-force a matching push
    expect(shaMatchesHead('3f2a9c', SHA40)).toBe(false);
    expect(shaMatchesHead('', SHA40)).toBe(false);
  });
});

describe('helpText', () => {
  it('lists every command as a table', () => {
    const text = helpText();
    for (const c of ['`/benchgate run`', '`/benchgate run SUITE…`', '`/benchgate run SHA`', '`/benchgate help`']) expect(text).toContain(`| ${c} |`);
    expect(text).not.toContain('Sorry');
  });

  it('escapes a reason that quotes the commenter', () => {
    expect(helpText('unknown option "--@admins"').split('\n')[0]).toBe('Sorry, I did not understand that: unknown option &quot;--@&#8288;admins&quot;.');
  });

  it('echoes at most 200 characters of the commenter\'s text, whatever its length (anyone may comment)', () => {
    const [command] = parseCommands(`/benchgate run --${'@<'.repeat(4500)}`);
    expect(command?.kind).toBe('unknown');
    const first = helpText((command as { reason: string }).reason).split('\n')[0]!;
    // It was the whole 9,000-character option, escaped to about 40,000 characters.
    expect(first.length).toBeLessThan(2000);
    expect(first).toMatch(/… \(\d+ more characters not shown\)\.$/);
  });

  it('the help text itself holds no command (a bot quoting it would not trigger anything)', () => {
    expect(parseCommands(helpText())).toEqual([]);
  });
});
