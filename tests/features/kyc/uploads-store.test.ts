import { describe, expect, it } from 'vitest';
import type { DocumentSlot } from '../../../src/features/kyc/documents.ts';
import { identitySlots } from '../../../src/features/kyc/documents.ts';
import { createUploads, type Shrink, type Uploads } from '../../../src/features/kyc/uploads-store.ts';
import type { ApiFailure } from '../../../src/lib/http/errors.ts';
import { FakeKycApi, picture } from './fake-kyc-api.ts';

const [FRONT, BACK, SELFIE] = identitySlots('IDENTITY_CARD') as [DocumentSlot, DocumentSlot, DocumentSlot];
const MB = 1024 * 1024;
const NETWORK: ApiFailure = { status: false, message: 'Network Error' };

function setup(shrink: Shrink = async (file) => file) {
  const api = new FakeKycApi();
  const uploaded: [string, number][] = [];
  const removed: string[] = [];
  const released: string[] = [];
  const progress: number[] = [];
  const previewed: File[] = [];
  const uploads: Uploads = createUploads({
    api: api as never,
    loadShrink: async () => shrink,
    preview: (file) => `blob:${previewed.push(file)}`,
    release: (url) => released.push(url),
    onUploaded: (slot, document) => uploaded.push([slot.id, document.id]),
    onRemoved: (slot) => removed.push(slot.id),
  });
  uploads.$slots.listen((slots) => {
    const front = slots[FRONT.id];
    if (front?.status === 'uploading') progress.push(front.progress);
  });
  return { api, uploads, uploaded, removed, released, progress, previewed };
}

describe('document uploads', () => {
  it('sends a picture with its type and side, shows its progress, then the document and its preview', async () => {
    const { api, uploads, uploaded, progress } = setup();
    await uploads.pick(FRONT, picture('front.jpg'));
    expect(api.uploads).toEqual([{ document_type: 'IDENTITY_CARD', side: 'front', file: expect.any(File) }]);
    expect(progress).toEqual([0, 0.5, 1]);
    expect(uploads.stateOf(FRONT.id)).toMatchObject({ status: 'done', document: { id: 100 }, preview: 'blob:1' });
    expect(uploaded).toEqual([[FRONT.id, 100]]);
  });

  it('refuses an executable and a 20 MB PDF beside the slot, sending nothing', async () => {
    const { api, uploads } = setup();
    await uploads.pick(FRONT, new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }));
    await uploads.pick(BACK, new File([new Uint8Array(20 * MB)], 'scan.pdf', { type: 'application/pdf' }));
    expect(api.uploads).toHaveLength(0);
    expect(uploads.stateOf(FRONT.id)).toEqual({
      status: 'refused',
      name: 'setup.exe',
      problem: { key: 'file_type_not_allowed' },
    });
    expect(uploads.stateOf(BACK.id)).toMatchObject({ status: 'refused', problem: { key: 'file_too_large' } });
  });

  it('sends the smaller picture it made, and refuses one the browser cannot read as a picture', async () => {
    const smaller = picture('camera.jpg', 400_000);
    const { api, uploads } = setup(async (file) => (file.name === 'broken.png' ? null : smaller));
    await uploads.pick(FRONT, picture('camera.jpg', 12 * MB));
    expect(api.uploads[0]?.file).toBe(smaller);
    await uploads.pick(BACK, picture('broken.png', 1000, 'image/png'));
    expect(api.uploads).toHaveLength(1);
    expect(uploads.stateOf(BACK.id)).toMatchObject({ status: 'refused', problem: { key: 'file_unreadable' } });
  });

  it('retries one failed file with the same file, leaving the other slots as they are', async () => {
    const { api, uploads, uploaded } = setup();
    await uploads.pick(FRONT, picture('front.jpg'));
    api.uploadFailures = [NETWORK];
    const back = picture('back.jpg');
    await uploads.pick(BACK, back);
    expect(uploads.stateOf(BACK.id)).toMatchObject({ status: 'failed', file: back, retryable: true });
    await uploads.pick(SELFIE, picture('selfie.jpg'));
    await uploads.retry(BACK);
    expect(api.uploads.map((call) => call.file.name)).toEqual(['front.jpg', 'back.jpg', 'selfie.jpg', 'back.jpg']);
    expect(api.uploads[3]?.file).toBe(back);
    expect(uploaded.map(([slot]) => slot)).toEqual([FRONT.id, SELFIE.id, BACK.id]);
    expect(uploads.stateOf(FRONT.id)).toMatchObject({ status: 'done', document: { id: 100 } });
  });

  it('does not offer to retry what the server refused for the file itself', async () => {
    const { api, uploads } = setup();
    api.uploadFailures = [{ status: false, message: 'Too large', code: 'FILE_TOO_LARGE', httpStatus: 413 }];
    await uploads.pick(FRONT, picture());
    expect(uploads.stateOf(FRONT.id)).toMatchObject({ status: 'failed', retryable: false });
  });

  it('removes and replaces a document, releasing its preview', async () => {
    const { uploads, removed, released } = setup();
    await uploads.pick(FRONT, picture('first.jpg'));
    await uploads.pick(FRONT, picture('second.jpg'));
    expect(released).toEqual(['blob:1']);
    expect(uploads.stateOf(FRONT.id)).toMatchObject({ status: 'done', document: { file_name: 'second.jpg' } });
    uploads.remove(FRONT);
    expect(uploads.stateOf(FRONT.id)).toEqual({ status: 'empty' });
    expect(removed).toEqual([FRONT.id]);
    expect(released).toEqual(['blob:1', 'blob:2']);
  });

  describe('a document a resumed draft brought back', () => {
    const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    const resumed = (id: number, content_type: 'image/png' | 'application/pdf' = 'image/png') => ({
      id,
      document_type: 'IDENTITY_CARD' as const,
      side: 'front' as const,
      file_name: content_type === 'image/png' ? 'front.png' : 'front.pdf',
      size_bytes: PNG_BYTES.length,
      content_type,
      uploaded_at: '2026-03-01T10:00:00.000Z',
    });

    it('shows by its name at once, and its picture read from the server once its field asks for it', async () => {
      const { api, uploads, previewed } = setup();
      const document = resumed(7);
      api.store(document, PNG_BYTES);
      uploads.show(FRONT, document);
      expect(uploads.stateOf(FRONT.id)).toEqual({ status: 'done', document, preview: null });
      expect(api.reads).toEqual([]);

      await Promise.all([uploads.loadPreview(FRONT), uploads.loadPreview(FRONT)]);
      expect(api.reads).toEqual([7]);
      expect(uploads.stateOf(FRONT.id)).toEqual({ status: 'done', document, preview: 'blob:1' });
      const [file] = previewed;
      expect(file).toMatchObject({ name: 'front.png', type: 'image/png' });
      expect(new Uint8Array((await file?.arrayBuffer()) ?? new ArrayBuffer(0))).toEqual(PNG_BYTES);
      // Shown again (a step revisited, a second resume): nothing is read again.
      uploads.show(FRONT, document);
      await uploads.loadPreview(FRONT);
      expect(api.reads).toEqual([7]);
    });

    it('reads no PDF, and keeps the name when the picture cannot be read', async () => {
      const { api, uploads } = setup();
      uploads.show(BACK, resumed(8, 'application/pdf'));
      await uploads.loadPreview(BACK);
      expect(api.reads).toEqual([]);
      uploads.show(FRONT, resumed(9));
      await uploads.loadPreview(FRONT);
      expect(api.reads).toEqual([9]);
      expect(uploads.stateOf(FRONT.id)).toMatchObject({ status: 'done', preview: null });
    });

    it('gives way to a file picked while the picture is read, and releases the picture when the run ends', async () => {
      const { api, uploads, previewed, released } = setup();
      api.store(resumed(7), PNG_BYTES);
      uploads.show(FRONT, resumed(7));
      let answer = () => {};
      api.readGate = new Promise((resolve) => {
        answer = resolve;
      });
      const reading = uploads.loadPreview(FRONT);
      await uploads.pick(FRONT, picture('new.jpg'));
      answer();
      await reading;
      expect(uploads.stateOf(FRONT.id)).toMatchObject({ document: { file_name: 'new.jpg' }, preview: 'blob:1' });
      expect(previewed.map((file) => file.name)).toEqual(['new.jpg']);

      api.readGate = null;
      uploads.show(BACK, resumed(7));
      await uploads.loadPreview(BACK);
      expect(uploads.stateOf(BACK.id)).toMatchObject({ preview: 'blob:2' });
      uploads.clear();
      expect(released).toEqual(['blob:1', 'blob:2']);
    });
  });
});
