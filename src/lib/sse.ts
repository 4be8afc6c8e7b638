/**
 * Server-Sent Events read from a fetch body (the live stream is authenticated with headers, which EventSource
 * cannot send): text chunks in, events out, by the HTML standard's parsing rules — lines end with LF, CR or CRLF
 * (split anywhere between chunks), `:` starts a comment, `data` lines join with LF, an event is dispatched at a
 * blank line and only when it has data, and `id` persists for `Last-Event-ID` (unless it contains NUL).
 */

/** One dispatched event. `id` is the last event id seen so far (this event's, or an earlier one's). */
export interface SseEvent {
  readonly type: string;
  readonly data: string;
  readonly id: string;
}

export interface SseParser {
  /** Feed the next decoded chunk of the body. */
  push(chunk: string): void;
  /** The last event id, for `Last-Event-ID` on reconnect ('' before any). */
  lastEventId(): string;
}

/** A parser that calls `onEvent` for each complete event. */
export function createSseParser(onEvent: (event: SseEvent) => void): SseParser {
  let buffer = '';
  let lastId = '';
  let type = '';
  let data: string[] = [];
  // A CR at the end of a chunk may be the first half of a CRLF split across chunks.
  let pendingCr = false;

  function dispatch(): void {
    if (data.length > 0) onEvent({ type: type || 'message', data: data.join('\n'), id: lastId });
    type = '';
    data = [];
  }

  function field(line: string): void {
    if (line === '') {
      dispatch();
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const name = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (name === 'event') type = value;
    else if (name === 'data') data.push(value);
    else if (name === 'id' && !value.includes('\0')) lastId = value;
  }

  return {
    push(chunk) {
      let text = chunk;
      if (pendingCr && text.startsWith('\n')) text = text.slice(1);
      pendingCr = false;
      buffer += text;
      const lines = buffer.split(/\r\n|\r|\n/);
      buffer = lines.pop() ?? '';
      if (buffer === '' && text.endsWith('\r')) pendingCr = true;
      for (const line of lines) field(line);
    },
    lastEventId: () => lastId,
  };
}
