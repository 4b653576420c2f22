import { downloadFileName } from '../src/endpoints/exports';

describe('downloadFileName', () => {
  it('reads the UTF-8 name first, then the plain one, then the fallback', () => {
    expect(downloadFileName(`attachment; filename="__.apkg"; filename*=UTF-8''${encodeURIComponent('唐诗 三百首')}.apkg`, 'x.apkg')).toBe('唐诗 三百首.apkg');
    expect(downloadFileName('attachment; filename="notes.csv"', 'x.csv')).toBe('notes.csv');
    expect(downloadFileName('attachment; filename=plain.md', 'x.md')).toBe('plain.md');
    expect(downloadFileName("attachment; filename*=UTF-8''%E0%A4%A.zip; filename=\"safe.zip\"", 'x.zip')).toBe('safe.zip');
    expect(downloadFileName(null, '知识罐.apkg')).toBe('知识罐.apkg');
  });
});
