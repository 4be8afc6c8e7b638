/** Server-Sent Events parsing (src/lib/sse.ts) by the HTML standard's rules, chunks split anywhere. */
import { describe, expect, it } from 'vitest';
import { createSseParser, type SseEvent } from '../../src/lib/sse.ts';

function parse(chunks: readonly string[]): { events: SseEvent[]; lastEventId: string } {
  const events: SseEvent[] = [];
  const parser = createSseParser((event) => events.push(event));
  for (const chunk of chunks) parser.push(chunk);
  return { events, lastEventId: parser.lastEventId() };
}

const STREAM =
  ': ping\n\nevent: wallet.updated\nid: n4.1\ndata: {"type":"VA"}\n\nevent: notification.created\nid: n5\ndata: {"a":1}\n\n';

describe('SSE parser', () => {
  it('dispatches typed events with their ids, and skips comments', () => {
    expect(parse([STREAM])).toEqual({
      events: [
        { type: 'wallet.updated', data: '{"type":"VA"}', id: 'n4.1' },
        { type: 'notification.created', data: '{"a":1}', id: 'n5' },
      ],
      lastEventId: 'n5',
    });
  });

  it('gives the same events however the body is cut into chunks', () => {
    const whole = parse([STREAM]);
    for (let cut = 1; cut < STREAM.length; cut++) {
      expect(parse([STREAM.slice(0, cut), STREAM.slice(cut)])).toEqual(whole);
    }
    expect(parse([...STREAM])).toEqual(whole);
  });

  it('takes CR and CRLF line ends, a CRLF split between chunks included', () => {
    const crlf = STREAM.replace(/\n/g, '\r\n');
    expect(parse([crlf]).events).toEqual(parse([STREAM]).events);
    const at = crlf.indexOf('\r\n') + 1;
    expect(parse([crlf.slice(0, at), crlf.slice(at)]).events).toEqual(parse([STREAM]).events);
    expect(parse([STREAM.replace(/\n/g, '\r')]).events).toEqual(parse([STREAM]).events);
  });

  it('joins data lines, defaults the type to message, and needs data to dispatch', () => {
    expect(parse(['data: one\ndata:two\n\nevent: empty\n\nid: 7\n\n'])).toEqual({
      events: [{ type: 'message', data: 'one\ntwo', id: '' }],
      lastEventId: '7',
    });
  });

  it('holds an event back until its blank line arrives', () => {
    expect(parse(['event: x\ndata: 1\n']).events).toEqual([]);
  });

  it('ignores an id containing NUL', () => {
    expect(parse(['id: a\u0000b\ndata: x\n\n']).lastEventId).toBe('');
  });
});
