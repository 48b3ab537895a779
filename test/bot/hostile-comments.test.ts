// A `/benchgate run` comment can come from anyone and is read before their permission is known (found by
// fuzzing the bot): thousands of names are read in linear time, and the reply to unknown ones stays one
// GitHub accepts (at most 20 names listed), with invisible characters shown and a cut name marked.
import { describe, expect, it } from 'vitest';
import { parseCommands } from '../../src/bot/command';
import { renderUnknownSuitesReply } from '../../src/render/bot-replies';

describe('a comment naming thousands of suites', () => {
  const names = Array.from({ length: 8000 }, (_, i) => `s${i}`);

  it('is read whole, each name once', () => {
    const [command] = parseCommands(`/benchgate run ${names.join(' ')} ${names.join(' ')}`);
    expect(command).toMatchObject({ kind: 'run' });
    expect((command as { suites: string[] }).suites).toEqual(names);
  });

  it('gets a reply that lists 20 names and counts the rest', () => {
    const reply = renderUnknownSuitesReply('octocat', names, ['parser', 'lexer']);
    expect(reply).toContain('`s19` and 7980 more, so nothing was run');
    expect(reply.length).toBeLessThan(2_000);
  });
});

describe('a name in a reply', () => {
  it('shows its invisible characters, and says where it was cut', () => {
    const reply = renderUnknownSuitesReply('octocat', ['par\u202eser\u200b', `${'x'.repeat(150)}`], ['parser']);
    expect(reply).toContain('`par⟨U+202E⟩ser⟨U+200B⟩`');
    expect(reply).toContain(`\`${'x'.repeat(100)}…\``);
    // eslint-disable-next-line no-control-regex -- looking for control and bidi characters
    expect(reply).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u200b-\u200f\u202a-\u202e]/);
  });
});
