import { afterEach, describe, expect, it, vi } from 'vitest';
import { FILE_TOO_LARGE_MESSAGE, MAX_UPLOAD_BYTES, type StoredFile } from '../../shared/files/file-kinds';
import { ApiError } from './api-client';
import { uploadFile } from './upload-file';

/** A stand-in for XMLHttpRequest: records what is sent and lets the test answer. */
class FakeRequest {
  static last: FakeRequest | null = null;
  static created = 0;
  method = '';
  url = '';
  body: unknown = null;
  headers: Record<string, string> = {};
  withCredentials = true;
  timeout = 0;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeRequest.created += 1;
    FakeRequest.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }
}

const stored: StoredFile = {
  id: '5b0f8a4e-3c1d-4f7a-9e2b-1a2b3c4d5e6f',
  name: 'notes.pdf',
  contentType: 'application/pdf',
  sizeBytes: 9,
  createdAt: '2026-03-02T09:00:00.000Z',
};

function installFake() {
  FakeRequest.last = null;
  FakeRequest.created = 0;
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
  return () => {
    const request = FakeRequest.last;
    if (!request) throw new Error('No request was made.');
    return request;
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('uploadFile (docs/architecture.md §8 one file store)', () => {
  it('§5 max 10 MB: an 11 MB file is refused with the sentence and nothing is sent', async () => {
    installFake();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const big = new File([new Uint8Array(11 * 1024 * 1024)], 'big.pdf', { type: 'application/pdf' });
    const error = await uploadFile(big, 'material').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(413);
    expect((error as ApiError).message).toBe(FILE_TOO_LARGE_MESSAGE);
    expect(FakeRequest.created).toBe(0);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('a file of exactly 10 MB is sent', async () => {
    const request = installFake();
    const edge = new File([new Uint8Array(MAX_UPLOAD_BYTES)], 'edge.pdf');
    const upload = uploadFile(edge, 'material');
    request().answer(201, { file: stored });
    await expect(upload).resolves.toEqual(stored);
  });

  it('posts the file as multipart field `file` to /api/files?purpose=, reports progress and resolves to the stored file', async () => {
    const request = installFake();
    const file = new File(['%PDF-1.4\n'], 'notes.pdf', { type: 'application/pdf' });
    const progress: number[] = [];
    const upload = uploadFile(file, 'material', (percent) => progress.push(percent));
    const sent = request();
    expect(sent.method).toBe('POST');
    expect(sent.url).toBe('/api/files?purpose=material');
    expect(sent.withCredentials).toBe(false);
    expect(sent.body).toBeInstanceOf(FormData);
    const part = (sent.body as FormData).get('file');
    expect(part).toBeInstanceOf(File);
    expect((part as File).name).toBe('notes.pdf');
    sent.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 200 });
    sent.upload.onprogress?.({ lengthComputable: false, loaded: 60, total: 0 });
    sent.answer(201, { file: stored });
    await expect(upload).resolves.toEqual(stored);
    expect(progress).toEqual([0, 25, 100]);
  });

  it('an error answer throws ApiError with the server’s code and message (400 and 413)', async () => {
    const request = installFake();
    const file = new File(['MZ'], 'renamed.pdf');
    const refused = uploadFile(file, 'document');
    expect(request().url).toBe('/api/files?purpose=document');
    const message = "This file's content is not an accepted type. Upload PDF, JPEG, PNG, DOC or DOCX.";
    request().answer(400, { error: { code: 'file_type_not_accepted', message } });
    await expect(refused).rejects.toMatchObject({
      name: 'ApiError',
      status: 400,
      code: 'file_type_not_accepted',
      message,
    });

    const tooLarge = uploadFile(file, 'material');
    request().answer(413, { error: { code: 'file_too_large', message: FILE_TOO_LARGE_MESSAGE } });
    await expect(tooLarge).rejects.toMatchObject({ status: 413, message: FILE_TOO_LARGE_MESSAGE });
  });

  it('a 413 from a proxy without the API’s body still says the size sentence; other bodies give the status', async () => {
    const request = installFake();
    const file = new File(['x'], 'a.pdf');
    const proxied = uploadFile(file, 'material');
    request().answer(413, '<html>Request Entity Too Large</html>');
    await expect(proxied).rejects.toMatchObject({ status: 413, message: FILE_TOO_LARGE_MESSAGE });

    const broken = uploadFile(file, 'material');
    request().answer(502, 'Bad gateway');
    await expect(broken).rejects.toMatchObject({ status: 502, code: 'http_error' });
  });

  it('no answer is an ApiError with status 0', async () => {
    const request = installFake();
    const lost = uploadFile(new File(['x'], 'a.pdf'), 'material');
    request().onerror?.();
    await expect(lost).rejects.toMatchObject({ name: 'ApiError', status: 0, code: 'network_error' });
  });
});
