import { describe, expect, it } from 'vitest';
import { json, signedIn } from './harness.ts';
import { usePipelineApi } from './pipeline-setup.ts';

describe('pipeline: request validation', () => {
  const ctx = usePipelineApi();

  it('answers 422 with every field problem, worded in Vietnamese when asked', async () => {
    const { accessToken } = await signedIn(ctx.api);
    const response = await ctx.api.call('POST', '/api/v1/echo', {
      token: accessToken,
      lang: 'vi-VN,vi;q=0.9,en;q=0.8',
      body: { name: 'A', amount: '0', note: { text: 'too long' } },
    });
    expect(response.status).toBe(422);
    expect(await json(response)).toEqual({
      status: false,
      code: 'VALIDATION_FAILED',
      message: 'Một số trường thông tin cần được kiểm tra lại.',
      errors: {
        name: ['Nhập ít nhất 2 ký tự.'],
        amount: ['Nhập số tiền lớn hơn 0.'],
        'note.text': ['Nhập tối đa 5 ký tự.'],
      },
    });
  });

  it('words the same problems in English by default, and reports missing fields as required', async () => {
    const { accessToken } = await signedIn(ctx.api);
    const response = await ctx.api.call('POST', '/api/v1/echo', { token: accessToken, body: {} });
    expect((await json(response)).errors).toEqual({
      name: ['This field is required.'],
      amount: ['This field is required.'],
    });
  });

  it('refuses a body that is not JSON with the invalid_json problem', async () => {
    const { accessToken } = await signedIn(ctx.api);
    const { signatureHeaders } = await import('../../../src/lib/http/signature.ts');
    const url = 'http://campay.test/api/v1/echo';
    const response = await ctx.api.app.request(url, {
      method: 'POST',
      headers: {
        ...signatureHeaders('POST', url, ctx.api.clock.now().getTime()),
        authorization: `Bearer ${accessToken}`,
        'content-type': 'application/json',
      },
      body: '{"name":',
    });
    expect((await json(response)).errors).toEqual({ body: ['The request body is not valid JSON.'] });
  });

  it('coerces path parameters and refuses bad ones', async () => {
    expect(await json(await ctx.api.call('GET', '/api/warehouse/v1/items/42'))).toEqual({
      status: true,
      data: { id: 42 },
    });
    const bad = await ctx.api.call('GET', '/api/warehouse/v1/items/-3');
    expect(bad.status).toBe(422);
    expect(Object.keys((await json(bad)).errors as object)).toEqual(['id']);
  });

  it('routes a static path before a parameterised one of the same shape', async () => {
    const response = await ctx.api.call('GET', '/api/warehouse/v1/items/special');
    expect(await json(response)).toEqual({ status: true, data: { special: true } });
  });

  it('reads repeated and bracketed query keys as lists, and a single value of a list field as a list', async () => {
    const repeated = await ctx.api.call('GET', '/api/warehouse/v1/search?status=OPEN&status=DONE&page=2');
    expect((await json(repeated)).data).toEqual({ status: ['OPEN', 'DONE'], page: 2 });
    const bracketed = await ctx.api.call('GET', '/api/warehouse/v1/search?status[]=DONE');
    expect((await json(bracketed)).data).toEqual({ status: ['DONE'], page: 1 });
    const single = await ctx.api.call('GET', '/api/warehouse/v1/search?status=OPEN');
    expect((await json(single)).data).toEqual({ status: ['OPEN'], page: 1 });
    const wrong = await ctx.api.call('GET', '/api/warehouse/v1/search?status=LOST');
    expect((await json(wrong)).errors).toEqual({ 'status.0': ['Choose one of the available options.'] });
  });

  it('reads a multipart body for a schema marked multipart, with file limits as field errors', async () => {
    const form = (size: number) => {
      const data = new FormData();
      data.set('kind', 'PASSPORT');
      data.set('file', new File([new Uint8Array(size)], 'passport.png', { type: 'image/png' }));
      return data;
    };
    const url = 'http://campay.test/api/warehouse/v1/upload';
    const accepted = await ctx.api.app.request(url, { method: 'POST', body: form(512) });
    expect(await json(accepted)).toEqual({ status: true, data: { kind: 'PASSPORT', size: 512 } });
    const tooLarge = await ctx.api.app.request(url, { method: 'POST', body: form(2048) });
    expect((await json(tooLarge)).errors).toEqual({ file: ['The file must be at most 0.0009765625 MB.'] });
  });

  describe('the media type of the body (issue 10: it was parsed as JSON whatever it said)', () => {
    const body = JSON.stringify({ name: 'Ann', amount: '10' });

    async function echo(contentType: string | null, rawBody: BodyInit = body) {
      const { accessToken } = await signedIn(ctx.api);
      const headers: Record<string, string> = contentType === null ? {} : { 'content-type': contentType };
      return ctx.api.call('POST', '/api/v1/echo', { token: accessToken, headers, rawBody });
    }

    it.each(['application/json', 'application/json; charset=utf-8', 'Application/JSON;charset=UTF-8'])(
      'takes %s',
      async (contentType) => {
        expect((await echo(contentType)).status).toBe(200);
      },
    );

    it.each([['text/plain'], ['application/x-www-form-urlencoded'], ['application/jsonx'], [null]])(
      'answers 415 UNSUPPORTED_MEDIA_TYPE to a JSON text labelled %s',
      async (contentType) => {
        const response = await echo(contentType);
        expect(response.status).toBe(415);
        expect(await json(response)).toEqual({
          status: false,
          code: 'UNSUPPORTED_MEDIA_TYPE',
          message: 'Send this request as application/json.',
        });
      },
    );

    it('reads an empty body as {} whatever its label, so each missing field is named', async () => {
      const response = await echo('text/plain', '');
      expect(response.status).toBe(422);
      expect(Object.keys((await json(response)).errors as object)).toEqual(['name', 'amount']);
    });

    it('answers 415 naming multipart/form-data to JSON sent to an upload', async () => {
      const response = await ctx.api.call('POST', '/api/warehouse/v1/upload', {
        headers: { 'content-type': 'application/json' },
        rawBody: JSON.stringify({ kind: 'PASSPORT' }),
      });
      expect(response.status).toBe(415);
      expect((await json(response)).message).toBe('Send this request as multipart/form-data.');
    });
  });

  it('refuses a JSON body over 1 MiB with 413 PAYLOAD_TOO_LARGE, before any other check', async () => {
    const response = await ctx.api.app.request('http://campay.test/api/v1/echo', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 1) }),
    });
    expect(response.status).toBe(413);
    expect((await json(response)).code).toBe('PAYLOAD_TOO_LARGE');
  });
});
