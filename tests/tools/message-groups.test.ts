import { describe, expect, it } from 'vitest';
import { checkMessageGroups, groupOf, readMessageGroups } from '../../tools/copy-check/message-groups.ts';
import type { CopyFile } from '../../tools/copy-check/problems.ts';

const json = (path: string, value: unknown): CopyFile => ({ path, text: `${JSON.stringify(value, null, 2)}\n` });

const GROUPS = {
  groups: [
    { name: 'Home', prefixes: ['home_'], about: 'The first screen.', notes: { home_held: '{held} is an amount.' } },
    { name: 'Blocks', prefixes: ['ui_'], about: 'Shared words.', notes: {} },
    { name: 'Showcase', prefixes: ['ui_kit_'], about: 'The /test page.', notes: {} },
  ],
};
const EN = json('messages/en.json', {
  $schema: 'x',
  home_held: '{held} on hold',
  ui_loading: 'Loading',
  ui_kit_a: 'A',
});

describe('message groups', () => {
  it('passes when every message has a group and every note a message', () => {
    expect(checkMessageGroups(json('messages/groups.json', GROUPS), EN)).toEqual([]);
  });

  it('puts a key in the group with the longest matching beginning', () => {
    const { groups } = readMessageGroups(json('messages/groups.json', GROUPS));
    expect(groups && groupOf('ui_kit_a', groups)?.name).toBe('Showcase');
    expect(groups && groupOf('ui_loading', groups)?.name).toBe('Blocks');
    expect(groups && groupOf('tx_type', groups)).toBeUndefined();
  });

  it('names a message with no group, at its line, and a note for a message that does not exist', () => {
    const en = json('messages/en.json', { $schema: 'x', home_held: 'On hold', tx_type: 'Type' });
    const groups = json('messages/groups.json', {
      groups: [{ ...GROUPS.groups[0], notes: { home_held: 'An amount.', home_gone: 'Old.' } }],
    });
    expect(checkMessageGroups(groups, en)).toEqual([
      {
        severity: 'error',
        file: 'messages/en.json',
        line: 4,
        what: '"tx_type" belongs to no group of messages/groups.json, so translators do not know where it shows.',
        fix: "Start the key with the beginning of its screen's group (home_), or ask a developer to add a group.",
      },
      {
        severity: 'warning',
        file: 'messages/groups.json',
        line: 11,
        what: 'The note for "home_gone" describes a message that does not exist.',
        fix: 'Delete the line "home_gone" from the notes of "Home", or correct the key.',
      },
    ]);
  });

  it('explains a file it cannot read and a group without its beginnings', () => {
    const broken: CopyFile = {
      path: 'messages/groups.json',
      text: '{\n  "groups": [\n    { "name": "Home" \n  ]\n}\n',
    };
    expect(checkMessageGroups(broken, EN).map(({ line, what }) => [line, what])).toEqual([
      [4, 'The file cannot be read.'],
    ]);
    expect(checkMessageGroups({ path: 'messages/groups.json', text: '' }, EN)).toEqual([
      {
        severity: 'error',
        file: 'messages/groups.json',
        line: 1,
        what: 'The file is empty or missing.',
        fix: "Restore messages/groups.json from the last version that worked (your editor's history, or ask a developer).",
      },
    ]);
    const shapeless = json('messages/groups.json', { groups: [{ name: 'Home', about: 'x', notes: {} }] });
    expect(checkMessageGroups(shapeless, EN)).toEqual([
      {
        severity: 'error',
        file: 'messages/groups.json',
        line: 1,
        what: 'The groups cannot be read: Invalid input: expected array, received undefined at groups.0.prefixes.',
        fix: 'Each group needs a name, its key beginnings (each ending in _), what it is about, and notes ("key": "note"); ask a developer if unsure.',
      },
    ]);
  });
});
