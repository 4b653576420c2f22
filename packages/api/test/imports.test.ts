import { File as NodeFile } from 'node:buffer';
import { IMPORT_MESSAGES } from '@memory/contracts';
import { http, HttpResponse } from 'msw';
import { createAppStore, importsApi } from '../src';
import { createFakeImport, createFakeJar, createPremiumAccount, sampleAnkiPreview } from '../src/testing';
import { setupFakeApi } from '../src/testing/jest';

const fake = setupFakeApi();

// jsdom's File is not the Blob of the fetch globals (jest-fixed-jsdom): FormData takes Node's, as a browser takes its own.
const csv = (name = '单词.csv') => new NodeFile(['apple\t苹果\n'], name, { type: 'text/csv' }) as unknown as File;

describe('imports endpoints', () => {
  beforeEach(() => {
    fake.backend.state.account = createPremiumAccount();
  });

  it('uploads the file as multipart (the browser sets the boundary, never JSON), with the jar', async () => {
    let contentType: string | null = null;
    fake.server.use(
      http.post('*/api/imports', ({ request }) => {
        contentType = request.headers.get('content-type');
        return undefined;
      }),
    );
    fake.backend.state.jars = [createFakeJar({ id: 'j1', name: '英语' })];
    const store = createAppStore();
    const { id } = await store.dispatch(importsApi.endpoints.uploadImport.initiate({ file: csv(), jarId: 'j1' })).unwrap();
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(fake.backend.state.importUploads).toEqual([{ fileName: '单词.csv', kind: 'csv', jarId: 'j1', bytes: csv().size }]);
    const job = await store.dispatch(importsApi.endpoints.getImport.initiate(id)).unwrap();
    expect(job.status).toBe('PREVIEW');
    expect(job.preview.jar).toEqual({ id: 'j1', name: '英语' });
  });

  it('refuses as the server does: an unknown format names the file, jars need a membership, flomo does not', async () => {
    const store = createAppStore();
    const unknown = await store.dispatch(importsApi.endpoints.uploadImport.initiate({ file: csv('笔记.docx') }));
    expect(unknown.error).toMatchObject({ status: 400, data: { fields: { file: IMPORT_MESSAGES.unknownFormat('笔记.docx') } } });

    fake.backend.state.account = { type: 'TRAIL', expiredAt: null, expiredInDays: 3, quotas: [] };
    const locked = await store.dispatch(importsApi.endpoints.uploadImport.initiate({ file: csv() }));
    expect(locked.error).toMatchObject({ status: 403, data: { code: 'PREMIUM_REQUIRED', message: IMPORT_MESSAGES.jarsNeedPremium } });
    const flomo = await store.dispatch(importsApi.endpoints.uploadImport.initiate({ file: csv('flomo.zip') }));
    expect(flomo.data?.id).toBeDefined();
  });

  it('commits: RUNNING at once in the cache, then DONE with the report after the polls; a second commit is a 409', async () => {
    const store = createAppStore();
    const { id } = await store.dispatch(importsApi.endpoints.uploadImport.initiate({ file: csv() })).unwrap();
    const watched = store.dispatch(importsApi.endpoints.getImport.initiate(id));
    await watched;
    await store.dispatch(importsApi.endpoints.commitImport.initiate({ id, jarName: '我的单词' })).unwrap();
    expect(importsApi.endpoints.getImport.select(id)(store.getState()).data?.status).toBe('RUNNING');
    expect(fake.backend.state.importCommits).toEqual([{ id, jarName: '我的单词' }]);

    const again = await store.dispatch(importsApi.endpoints.commitImport.initiate({ id }));
    expect(again.error).toMatchObject({ status: 409, data: { message: IMPORT_MESSAGES.notPreview } });

    const running = await watched.refetch().unwrap();
    expect(running.status).toBe('RUNNING');
    const done = await watched.refetch().unwrap();
    expect(done.status).toBe('DONE');
    expect(done.report?.jars).toEqual([{ id: expect.any(String), name: '我的单词' }]);
    expect(fake.backend.state.jars.map((jar) => jar.name)).toEqual(['我的单词']);
    watched.unsubscribe();
  });

  it('recomputes the preview with the choices into the cached job; a refused mapping names the field and changes nothing', async () => {
    // A deck imported before: every note is 未变 until a mapping gives its points other text.
    const uploaded = sampleAnkiPreview({ counts: { total: 166, new: 0, updated: 0, unchanged: 163, skipped: 3 } });
    fake.backend.state.imports = [createFakeImport({ id: 'i1', preview: uploaded })];
    const store = createAppStore();
    const watched = store.dispatch(importsApi.endpoints.getImport.initiate('i1'));
    await watched;
    const mapping = { noteType: '日语单词（发音）', front: 1, content: [2], rest: 'DROP' as const };

    await store.dispatch(importsApi.endpoints.repreviewImport.initiate({ id: 'i1', deckMode: 'ONE_JAR', mappings: [mapping] })).unwrap();
    const cached = importsApi.endpoints.getImport.select('i1')(store.getState()).data;
    expect(cached?.status).toBe('PREVIEW');
    expect(cached?.preview.counts).toEqual({ total: 166, new: 0, updated: 6, unchanged: 157, skipped: 3 });
    expect(cached?.preview.noteTypes[2]?.mapping).toEqual(mapping);
    expect(cached?.preview.sample[3]).toMatchObject({ front: 'たべる', content: '吃' });
    expect(fake.backend.state.importPreviews).toEqual([{ id: 'i1', deckMode: 'ONE_JAR', mappings: [mapping] }]);

    // Each recompute starts from the upload's preview: back to the default mapping, back to the upload's counts.
    await store.dispatch(importsApi.endpoints.repreviewImport.initiate({ id: 'i1', mappings: [] })).unwrap();
    expect(importsApi.endpoints.getImport.select('i1')(store.getState()).data?.preview).toEqual(uploaded);

    const refused = await store.dispatch(importsApi.endpoints.repreviewImport.initiate({ id: 'i1', mappings: [{ ...mapping, front: 7 }] }));
    expect(refused.error).toMatchObject({ status: 400, data: { fields: { 'mappings/0': IMPORT_MESSAGES.badField('日语单词（发音）', 7) } } });
    expect(importsApi.endpoints.getImport.select('i1')(store.getState()).data?.preview).toEqual(uploaded);

    await store.dispatch(importsApi.endpoints.commitImport.initiate({ id: 'i1', mappings: [mapping] })).unwrap();
    const late = await store.dispatch(importsApi.endpoints.repreviewImport.initiate({ id: 'i1', mappings: [mapping] }));
    expect(late.error).toMatchObject({ status: 409, data: { message: IMPORT_MESSAGES.notPreview } });
    expect(importsApi.endpoints.getImport.select('i1')(store.getState()).data?.status).toBe('RUNNING');
    watched.unsubscribe();
  });

  it('an answered preview never replaces a job that 导入 already started in the cache', async () => {
    fake.backend.state.imports = [createFakeImport({ id: 'i1' })];
    // The recompute, still PREVIEW when the server answered it, reaches the page only after 导入's answer.
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    fake.server.use(
      http.put('*/api/imports/:id/preview', async () => {
        await held;
        return HttpResponse.json(createFakeImport({ id: 'i1' }));
      }),
    );
    const store = createAppStore();
    const watched = store.dispatch(importsApi.endpoints.getImport.initiate('i1'));
    await watched;
    const recompute = store.dispatch(importsApi.endpoints.repreviewImport.initiate({ id: 'i1', deckMode: 'JAR_PER_DECK' }));
    await store.dispatch(importsApi.endpoints.commitImport.initiate({ id: 'i1' })).unwrap();
    answer();
    await recompute;
    expect(importsApi.endpoints.getImport.select('i1')(store.getState()).data?.status).toBe('RUNNING');
    watched.unsubscribe();
  });

  it('deletes a preview; an unknown id is the server’s 404', async () => {
    const store = createAppStore();
    const { id } = await store.dispatch(importsApi.endpoints.uploadImport.initiate({ file: csv() })).unwrap();
    await store.dispatch(importsApi.endpoints.deleteImport.initiate(id)).unwrap();
    expect(fake.backend.state.imports).toEqual([]);
    const gone = await store.dispatch(importsApi.endpoints.getImport.initiate(id));
    expect(gone.error).toMatchObject({ status: 404, data: { message: IMPORT_MESSAGES.notFound } });
  });
});
