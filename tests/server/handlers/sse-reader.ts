/** Reads a live stream's response (GET /api/v1/events) in tests: its frames, and waits on what arrived, never on time. */

export interface Frame {
  readonly event: string;
  readonly id: string;
  readonly data: unknown;
}

/** Reads an SSE body chunk by chunk; `until` waits for a condition on what arrived, never for time. */
export function reader(response: Response) {
  const body = response.body;
  if (body === null) throw new Error('no body');
  const stream = body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const frames = (): Frame[] =>
    text
      .split('\n\n')
      .filter((block) => block.startsWith('event: '))
      .map((block) => {
        const field = (name: string) => block.split('\n').find((line) => line.startsWith(`${name}: `)) ?? '';
        return {
          event: field('event').slice(7),
          id: field('id').slice(4),
          data: JSON.parse(field('data').slice(6)) as unknown,
        };
      });
  return {
    frames,
    text: () => text,
    async until(condition: () => boolean): Promise<void> {
      while (!condition()) {
        const { value, done } = await stream.read();
        if (done) throw new Error(`stream ended early after: ${text}`);
        text += decoder.decode(value, { stream: true });
      }
    },
    /** Reads to the end: resolves once the server closed the stream. */
    async end(): Promise<void> {
      for (let chunk = await stream.read(); !chunk.done; chunk = await stream.read()) {
        text += decoder.decode(chunk.value, { stream: true });
      }
    },
    cancel: () => stream.cancel(),
  };
}
