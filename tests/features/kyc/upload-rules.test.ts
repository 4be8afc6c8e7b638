import { describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '../../../src/contract/rules.ts';
import {
  ACCEPTED_TYPES,
  checkFile,
  checkPrepared,
  contentTypeOf,
  SHRINKABLE_MAX_BYTES,
  UPLOAD_MAX_MB,
} from '../../../src/features/kyc/upload-rules.ts';

const MB = 1024 * 1024;
const file = (name: string, type: string, size: number) => ({ name, type, size });

describe('upload checks before anything is sent', () => {
  it('states the contract’s limits: JPEG, PNG or PDF, 5 MB', () => {
    expect(ACCEPTED_TYPES).toBe('image/jpeg,image/png,application/pdf');
    expect(UPLOAD_MAX_MB).toBe(5);
  });

  it('takes JPEG, PNG and PDF within the limit', () => {
    expect(checkFile(file('id.jpg', 'image/jpeg', 2 * MB))).toEqual({ ok: true, type: 'image/jpeg', isImage: true });
    expect(checkFile(file('id.png', 'image/png', MB))).toEqual({ ok: true, type: 'image/png', isImage: true });
    expect(checkFile(file('bill.pdf', 'application/pdf', UPLOAD_MAX_BYTES))).toEqual({
      ok: true,
      type: 'application/pdf',
      isImage: false,
    });
  });

  it('refuses another type, an executable among them, whatever its size', () => {
    expect(checkFile(file('setup.exe', 'application/x-msdownload', 1000))).toEqual({
      ok: false,
      problem: { key: 'file_type_not_allowed' },
    });
    expect(checkFile(file('setup.exe', '', 1000)).ok).toBe(false);
    expect(checkFile(file('photo.heic', 'image/heic', 1000)).ok).toBe(false);
    expect(checkFile(file('notes.txt', 'text/plain', 1000)).ok).toBe(false);
  });

  it('reads the type from the name only when the browser gives none, never against what it gives', () => {
    expect(contentTypeOf(file('scan.PDF', '', 0))).toBe('application/pdf');
    expect(contentTypeOf(file('photo.jpeg', '', 0))).toBe('image/jpeg');
    expect(contentTypeOf(file('setup.pdf', 'application/x-msdownload', 0))).toBeNull();
  });

  it('refuses a PDF over 5 MB (it cannot be made smaller), saying the limit', () => {
    expect(checkFile(file('statement.pdf', 'application/pdf', 20 * MB))).toEqual({
      ok: false,
      problem: { key: 'file_too_large', maximumMb: 5 },
    });
    expect(checkFile(file('statement.pdf', 'application/pdf', UPLOAD_MAX_BYTES + 1)).ok).toBe(false);
  });

  it('lets a picture over 5 MB through to be made smaller, up to what a phone can decode', () => {
    expect(checkFile(file('camera.jpg', 'image/jpeg', 20 * MB))).toEqual({
      ok: true,
      type: 'image/jpeg',
      isImage: true,
    });
    expect(checkFile(file('huge.jpg', 'image/jpeg', SHRINKABLE_MAX_BYTES + 1))).toEqual({
      ok: false,
      problem: { key: 'file_too_large', maximumMb: 25 },
    });
  });

  it('refuses an empty file', () => {
    expect(checkFile(file('empty.png', 'image/png', 0))).toEqual({ ok: false, problem: { key: 'file_empty' } });
  });

  it('refuses a picture still over 5 MB once made smaller', () => {
    expect(checkPrepared(file('a.jpg', 'image/jpeg', UPLOAD_MAX_BYTES))).toBeNull();
    expect(checkPrepared(file('a.jpg', 'image/jpeg', UPLOAD_MAX_BYTES + 1))).toEqual({
      key: 'file_too_large',
      maximumMb: 5,
    });
  });
});
