import { afterEach, describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '../../../src/contract/rules.ts';
import {
  ACCEPTED_TYPES,
  checkFile,
  checkPrepared,
  contentTypeOf,
  SHRINKABLE_MAX_BYTES,
  UPLOAD_MAX_MB,
  uploadLimitsText,
  uploadProblemText,
} from '../../../src/features/kyc/upload-rules.ts';
import { setLocale } from '../../../src/lib/i18n.ts';

afterEach(() => setLocale('en', { reload: false }));

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

describe('what the slot says', () => {
  it('states the limits and words the refusals as the server does, in both languages', () => {
    expect(uploadLimitsText()).toBe(
      'JPEG, PNG or PDF, up to 5 MB. Larger photos are made smaller before they are sent.',
    );
    expect(uploadProblemText({ key: 'file_too_large', maximumMb: 5 })).toBe('The file must be at most 5 MB.');
    expect(uploadProblemText({ key: 'file_type_not_allowed' })).toBe(
      'This file type is not accepted. Use JPEG, PNG or PDF.',
    );
    setLocale('vi', { reload: false });
    expect(uploadLimitsText()).toBe('JPEG, PNG hoặc PDF, tối đa 5 MB. Ảnh lớn hơn sẽ được thu nhỏ trước khi gửi.');
    expect(uploadProblemText({ key: 'file_too_large', maximumMb: 25 })).toBe('Tệp phải có dung lượng tối đa 25 MB.');
    expect(uploadProblemText({ key: 'file_unreadable' })).toBe(
      'Không đọc được ảnh này. Hãy thử ảnh khác hoặc tệp PDF.',
    );
  });
});
